// Enumeration of a NativeTensor<T>'s logical elements in row-major order, as
// System.Numerics.Tensors.Tensor<T> enumerates: foreach and LINQ see the same sequence as
// FlattenTo. Each step reads one element of the live storage (writes made during enumeration are
// seen by later steps); a disposed tensor → ObjectDisposedException on the next step.
using System;
using System.Collections;
using System.Collections.Generic;

namespace Strata;

public sealed unsafe partial class NativeTensor<T> : IEnumerable<T>
{
    /// <summary>An enumerator over the logical elements in row-major order (the last index varies fastest).</summary>
    public Enumerator GetEnumerator() => new(this);

    IEnumerator<T> IEnumerable<T>.GetEnumerator() => GetEnumerator();

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    // The element at a storage offset (in elements) from the all-zero index, read under a lease.
    private T ReadAt(nint offset)
    {
        using HandleLease lease = Lease();
        return ((T*)DataOf(lease.Pointer))[offset];
    }

    /// <summary>Enumerates a <see cref="NativeTensor{T}"/>'s logical elements in row-major order.</summary>
    public struct Enumerator : IEnumerator<T>
    {
        private readonly NativeTensor<T> _tensor;
        private readonly nint[] _lengths;
        private readonly nint[] _strides;
        private readonly nint _count;
        private nint _position;
        private nint _offset;
        private T _current;

        internal Enumerator(NativeTensor<T> tensor)
        {
            _tensor = tensor;
            _lengths = tensor.Lengths.ToArray();
            _strides = tensor.Strides.ToArray();
            _count = tensor.FlattenedLength;
            _position = -1;
            _offset = 0;
            _current = default;
        }

        /// <summary>The element at the enumerator's position (by value). Before the first
        /// <see cref="MoveNext"/> and after the last element → InvalidOperationException, as the
        /// package's enumerator.</summary>
        public readonly T Current => _position >= 0 && _position < _count
            ? _current
            : throw new InvalidOperationException("The enumerator is not positioned on an element.");

        readonly object IEnumerator.Current => Current;

        /// <summary>Advances to the next element in row-major order; false after the last one.</summary>
        public bool MoveNext()
        {
            if (_position >= _count) return false;
            if (++_position == _count) return false;
            if (_position > 0)
            {
                // The state is value fields only, so a copy of the enumerator advances on its own.
                int last = _lengths.Length - 1;
                _offset = _position % _lengths[last] != 0 ? _offset + _strides[last] : OffsetOf(_position);
            }
            _current = _tensor.ReadAt(_offset);
            return true;
        }

        /// <summary>Returns to the position before the first element.</summary>
        public void Reset()
        {
            _position = -1;
            _offset = 0;
            _current = default;
        }

        // The storage offset of the element at a row-major position.
        private readonly nint OffsetOf(nint position)
        {
            nint offset = 0;
            for (int d = _lengths.Length - 1; d >= 0; d--)
            {
                offset += position % _lengths[d] * _strides[d];
                position /= _lengths[d];
            }
            return offset;
        }

        /// <summary>Nothing to release: the enumerator holds no native reference of its own.</summary>
        public readonly void Dispose() { }
    }
}

// The package prints each element with T.ToString(); the native text form prints what it can
// read: an enum's underlying integer, and an opaque element's bytes in memory order as "0x" and
// two hexadecimal digits per byte. For those T the native text keeps its layout (header,
// brackets, truncation marks, validation) and each element is read back from its token into a T
// and printed as the package prints it.
using System;
using System.Globalization;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Text;

namespace Strata;

internal static class ElementText<T> where T : unmanaged
{
    /// <summary>Whether the native text of T's elements differs from T.ToString().</summary>
    internal static readonly bool Applies = DTypeOf<T>.IsOpaque || typeof(T).IsEnum;

    /// <summary>The text with every element token after the header replaced by T.ToString().</summary>
    internal static string Rewrite(string text)
    {
        // The header ("...Tensor<Name>[lengths] {") holds no element; the body follows its brace.
        int body = text.IndexOf('{');
        if (body < 0) return text;
        var result = new StringBuilder(text.Length);
        result.Append(text, 0, body);
        int i = body;
        while (i < text.Length)
        {
            int end = TokenEnd(text, i);
            if (end == i)
            {
                result.Append(text[i++]);
                continue;
            }
            result.Append(Parse(text.AsSpan(i, end - i)).ToString());
            i = end;
        }
        return result.ToString();
    }

    // The end of the element token starting at i, or i when no element starts there.
    private static int TokenEnd(string text, int i)
    {
        if (DTypeOf<T>.IsOpaque)
            return text.AsSpan(i).StartsWith("0x") ? i + 2 + 2 * Unsafe.SizeOf<T>() : i;
        int end = i;
        while (end < text.Length && (char.IsAsciiDigit(text[end]) || (end == i && text[end] == '-'))) end++;
        return end;
    }

    private static T Parse(ReadOnlySpan<char> token)
    {
        if (!DTypeOf<T>.IsOpaque)
        {
            object value = token[0] == '-'
                ? Enum.ToObject(typeof(T), long.Parse(token, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture))
                : Enum.ToObject(typeof(T), ulong.Parse(token, NumberStyles.None, CultureInfo.InvariantCulture));
            return (T)value;
        }
        int size = Unsafe.SizeOf<T>();
        Span<byte> bytes = size <= 256 ? stackalloc byte[size] : new byte[size];
        Convert.FromHexString(token[2..], bytes, out _, out _);
        return MemoryMarshal.Read<T>(bytes);
    }
}

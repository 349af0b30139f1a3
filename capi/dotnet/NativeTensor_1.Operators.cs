// The operators of System.Numerics.Tensors.Tensor<T> (op_*.cs there), each a new dense tensor
// from the named operation in NativeTensor: + − * / & | ^ between tensors (broadcast) or with a scalar
// on either side, unary −, +, ~, and the shifts << >> >>> by an element count.
namespace Strata;

public sealed partial class NativeTensor<T>
{
    /// <summary>NativeTensor.Add(left, right).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-binary/*"/>
    public static NativeTensor<T> operator +(NativeTensor<T> left, NativeTensor<T> right) => NativeTensor.Add(left, right);
    /// <summary>NativeTensor.Add(left, right) with a scalar right operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-right/*"/>
    public static NativeTensor<T> operator +(NativeTensor<T> left, T right) => NativeTensor.Add(left, right);
    /// <summary>NativeTensor.Add(left, right) with a scalar left operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-left/*"/>
    public static NativeTensor<T> operator +(T left, NativeTensor<T> right) => NativeTensor.Add(left, right);
    /// <summary>NativeTensor.Subtract(left, right).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-binary/*"/>
    public static NativeTensor<T> operator -(NativeTensor<T> left, NativeTensor<T> right) => NativeTensor.Subtract(left, right);
    /// <summary>NativeTensor.Subtract(left, right) with a scalar right operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-right/*"/>
    public static NativeTensor<T> operator -(NativeTensor<T> left, T right) => NativeTensor.Subtract(left, right);
    /// <summary>NativeTensor.Subtract(left, right) with a scalar left operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-left/*"/>
    public static NativeTensor<T> operator -(T left, NativeTensor<T> right) => NativeTensor.Subtract(left, right);
    /// <summary>NativeTensor.Multiply(left, right).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-binary/*"/>
    public static NativeTensor<T> operator *(NativeTensor<T> left, NativeTensor<T> right) => NativeTensor.Multiply(left, right);
    /// <summary>NativeTensor.Multiply(left, right) with a scalar right operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-right/*"/>
    public static NativeTensor<T> operator *(NativeTensor<T> left, T right) => NativeTensor.Multiply(left, right);
    /// <summary>NativeTensor.Multiply(left, right) with a scalar left operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-left/*"/>
    public static NativeTensor<T> operator *(T left, NativeTensor<T> right) => NativeTensor.Multiply(left, right);
    /// <summary>NativeTensor.Divide(left, right).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-binary/*"/>
    public static NativeTensor<T> operator /(NativeTensor<T> left, NativeTensor<T> right) => NativeTensor.Divide(left, right);
    /// <summary>NativeTensor.Divide(left, right) with a scalar right operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-right/*"/>
    public static NativeTensor<T> operator /(NativeTensor<T> left, T right) => NativeTensor.Divide(left, right);
    /// <summary>NativeTensor.Divide(left, right) with a scalar left operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-left/*"/>
    public static NativeTensor<T> operator /(T left, NativeTensor<T> right) => NativeTensor.Divide(left, right);
    /// <summary>NativeTensor.BitwiseAnd(left, right).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-binary/*"/>
    public static NativeTensor<T> operator &(NativeTensor<T> left, NativeTensor<T> right) => NativeTensor.BitwiseAnd(left, right);
    /// <summary>NativeTensor.BitwiseAnd(left, right) with a scalar right operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-right/*"/>
    public static NativeTensor<T> operator &(NativeTensor<T> left, T right) => NativeTensor.BitwiseAnd(left, right);
    /// <summary>NativeTensor.BitwiseAnd(left, right) with a scalar left operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-left/*"/>
    public static NativeTensor<T> operator &(T left, NativeTensor<T> right) => NativeTensor.BitwiseAnd(left, right);
    /// <summary>NativeTensor.BitwiseOr(left, right).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-binary/*"/>
    public static NativeTensor<T> operator |(NativeTensor<T> left, NativeTensor<T> right) => NativeTensor.BitwiseOr(left, right);
    /// <summary>NativeTensor.BitwiseOr(left, right) with a scalar right operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-right/*"/>
    public static NativeTensor<T> operator |(NativeTensor<T> left, T right) => NativeTensor.BitwiseOr(left, right);
    /// <summary>NativeTensor.BitwiseOr(left, right) with a scalar left operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-left/*"/>
    public static NativeTensor<T> operator |(T left, NativeTensor<T> right) => NativeTensor.BitwiseOr(left, right);
    /// <summary>NativeTensor.Xor(left, right).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-binary/*"/>
    public static NativeTensor<T> operator ^(NativeTensor<T> left, NativeTensor<T> right) => NativeTensor.Xor(left, right);
    /// <summary>NativeTensor.Xor(left, right) with a scalar right operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-right/*"/>
    public static NativeTensor<T> operator ^(NativeTensor<T> left, T right) => NativeTensor.Xor(left, right);
    /// <summary>NativeTensor.Xor(left, right) with a scalar left operand.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-scalar-left/*"/>
    public static NativeTensor<T> operator ^(T left, NativeTensor<T> right) => NativeTensor.Xor(left, right);
    /// <summary>NativeTensor.Negate(x).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> operator -(NativeTensor<T> x) => NativeTensor.Negate(x);
    /// <summary>The tensor itself (unary plus allocates nothing).</summary>
    /// <param name="x">The operand.</param>
    /// <returns><paramref name="x"/> itself, not a new reference: disposing the result disposes x.</returns>
    public static NativeTensor<T> operator +(NativeTensor<T> x) => x;
    /// <summary>NativeTensor.OnesComplement(x) (logical not for bool).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> operator ~(NativeTensor<T> x) => NativeTensor.OnesComplement(x);
    /// <summary>NativeTensor.ShiftLeft(x, shiftAmount).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-shift/*"/>
    public static NativeTensor<T> operator <<(NativeTensor<T> x, int shiftAmount) => NativeTensor.ShiftLeft(x, shiftAmount);
    /// <summary>NativeTensor.ShiftRightArithmetic(x, shiftAmount).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-shift/*"/>
    public static NativeTensor<T> operator >>(NativeTensor<T> x, int shiftAmount) => NativeTensor.ShiftRightArithmetic(x, shiftAmount);
    /// <summary>NativeTensor.ShiftRightLogical(x, shiftAmount).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/op-shift/*"/>
    public static NativeTensor<T> operator >>>(NativeTensor<T> x, int shiftAmount) => NativeTensor.ShiftRightLogical(x, shiftAmount);
}

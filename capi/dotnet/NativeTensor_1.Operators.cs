// The operators of System.Numerics.Tensors.Tensor<T> (op_*.cs there), each a new dense tensor
// from the named operation in Tensor: + − * / & | ^ between tensors (broadcast) or with a scalar
// on either side, unary −, +, ~, and the shifts << >> >>> by an element count.
namespace Strata;

public sealed partial class Tensor<T>
{
    /// <summary>Tensor.Add(left, right).</summary>
    public static Tensor<T> operator +(Tensor<T> left, Tensor<T> right) => Tensor.Add(left, right);
    /// <summary>Tensor.Add(left, right) with a scalar right operand.</summary>
    public static Tensor<T> operator +(Tensor<T> left, T right) => Tensor.Add(left, right);
    /// <summary>Tensor.Add(left, right) with a scalar left operand.</summary>
    public static Tensor<T> operator +(T left, Tensor<T> right) => Tensor.Add(left, right);
    /// <summary>Tensor.Subtract(left, right).</summary>
    public static Tensor<T> operator -(Tensor<T> left, Tensor<T> right) => Tensor.Subtract(left, right);
    /// <summary>Tensor.Subtract(left, right) with a scalar right operand.</summary>
    public static Tensor<T> operator -(Tensor<T> left, T right) => Tensor.Subtract(left, right);
    /// <summary>Tensor.Subtract(left, right) with a scalar left operand.</summary>
    public static Tensor<T> operator -(T left, Tensor<T> right) => Tensor.Subtract(left, right);
    /// <summary>Tensor.Multiply(left, right).</summary>
    public static Tensor<T> operator *(Tensor<T> left, Tensor<T> right) => Tensor.Multiply(left, right);
    /// <summary>Tensor.Multiply(left, right) with a scalar right operand.</summary>
    public static Tensor<T> operator *(Tensor<T> left, T right) => Tensor.Multiply(left, right);
    /// <summary>Tensor.Multiply(left, right) with a scalar left operand.</summary>
    public static Tensor<T> operator *(T left, Tensor<T> right) => Tensor.Multiply(left, right);
    /// <summary>Tensor.Divide(left, right).</summary>
    public static Tensor<T> operator /(Tensor<T> left, Tensor<T> right) => Tensor.Divide(left, right);
    /// <summary>Tensor.Divide(left, right) with a scalar right operand.</summary>
    public static Tensor<T> operator /(Tensor<T> left, T right) => Tensor.Divide(left, right);
    /// <summary>Tensor.Divide(left, right) with a scalar left operand.</summary>
    public static Tensor<T> operator /(T left, Tensor<T> right) => Tensor.Divide(left, right);
    /// <summary>Tensor.BitwiseAnd(left, right).</summary>
    public static Tensor<T> operator &(Tensor<T> left, Tensor<T> right) => Tensor.BitwiseAnd(left, right);
    /// <summary>Tensor.BitwiseAnd(left, right) with a scalar right operand.</summary>
    public static Tensor<T> operator &(Tensor<T> left, T right) => Tensor.BitwiseAnd(left, right);
    /// <summary>Tensor.BitwiseAnd(left, right) with a scalar left operand.</summary>
    public static Tensor<T> operator &(T left, Tensor<T> right) => Tensor.BitwiseAnd(left, right);
    /// <summary>Tensor.BitwiseOr(left, right).</summary>
    public static Tensor<T> operator |(Tensor<T> left, Tensor<T> right) => Tensor.BitwiseOr(left, right);
    /// <summary>Tensor.BitwiseOr(left, right) with a scalar right operand.</summary>
    public static Tensor<T> operator |(Tensor<T> left, T right) => Tensor.BitwiseOr(left, right);
    /// <summary>Tensor.BitwiseOr(left, right) with a scalar left operand.</summary>
    public static Tensor<T> operator |(T left, Tensor<T> right) => Tensor.BitwiseOr(left, right);
    /// <summary>Tensor.Xor(left, right).</summary>
    public static Tensor<T> operator ^(Tensor<T> left, Tensor<T> right) => Tensor.Xor(left, right);
    /// <summary>Tensor.Xor(left, right) with a scalar right operand.</summary>
    public static Tensor<T> operator ^(Tensor<T> left, T right) => Tensor.Xor(left, right);
    /// <summary>Tensor.Xor(left, right) with a scalar left operand.</summary>
    public static Tensor<T> operator ^(T left, Tensor<T> right) => Tensor.Xor(left, right);
    /// <summary>Tensor.Negate(x).</summary>
    public static Tensor<T> operator -(Tensor<T> x) => Tensor.Negate(x);
    /// <summary>The tensor itself (unary plus allocates nothing).</summary>
    public static Tensor<T> operator +(Tensor<T> x) => x;
    /// <summary>Tensor.OnesComplement(x) (logical not for bool).</summary>
    public static Tensor<T> operator ~(Tensor<T> x) => Tensor.OnesComplement(x);
    /// <summary>Tensor.ShiftLeft(x, shiftAmount).</summary>
    public static Tensor<T> operator <<(Tensor<T> x, int shiftAmount) => Tensor.ShiftLeft(x, shiftAmount);
    /// <summary>Tensor.ShiftRightArithmetic(x, shiftAmount).</summary>
    public static Tensor<T> operator >>(Tensor<T> x, int shiftAmount) => Tensor.ShiftRightArithmetic(x, shiftAmount);
    /// <summary>Tensor.ShiftRightLogical(x, shiftAmount).</summary>
    public static Tensor<T> operator >>>(Tensor<T> x, int shiftAmount) => Tensor.ShiftRightLogical(x, shiftAmount);
}

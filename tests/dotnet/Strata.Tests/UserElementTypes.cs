// Element types without a native dtype, as users write them: NativeTensor<T> stores each as the
// opaque dtype of its size. Used by the opaque-element tests and the differential suite.
using System.Runtime.InteropServices;

namespace Strata.Tests;

/// <summary>12 bytes of three floats; equal as float.Equals says (NaN equals NaN, −0 equals 0).</summary>
public readonly record struct Point3(float X, float Y, float Z);

/// <summary>3 bytes, byte-packed: an odd size with no alignment.</summary>
[StructLayout(LayoutKind.Sequential, Pack = 1)]
public readonly record struct Rgb(byte R, byte G, byte B);

/// <summary>24 bytes: Tag at 0, seven padding bytes, Value at 8, Id at 16, four padding bytes.</summary>
[StructLayout(LayoutKind.Sequential)]
public readonly record struct Sample(byte Tag, double Value, int Id);

/// <summary>The largest element an opaque dtype holds.</summary>
[StructLayout(LayoutKind.Sequential, Size = 65536)]
public struct Block64K
{
    public long First;
}

/// <summary>One byte more than an opaque dtype holds.</summary>
[StructLayout(LayoutKind.Sequential, Size = 65537)]
public struct BlockTooLarge
{
    public byte First;
}

/// <summary>An enum over short, with a negative member.</summary>
public enum Color : short
{
    Red = -2,
    Green = 0,
    Blue = 7,
}

/// <summary>A flags enum over byte.</summary>
[Flags]
public enum Access : byte
{
    None = 0,
    Read = 1,
    Write = 2,
    Execute = 4,
}

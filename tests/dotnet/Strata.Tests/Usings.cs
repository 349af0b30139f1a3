global using NIndex = System.Buffers.NIndex;
global using NRange = System.Buffers.NRange;
global using Tensor = Strata.Tensor;

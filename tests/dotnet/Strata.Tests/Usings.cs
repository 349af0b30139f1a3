global using NIndex = System.Buffers.NIndex;
global using NRange = System.Buffers.NRange;

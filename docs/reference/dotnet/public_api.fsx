// Prints the public surface of an assembly, one line per visible type or member, for
// render_xml_docs.py, which shows only what these lines name: the XML documentation file also
// holds the comments of internal types and members, which a user cannot call.
//   dotnet fsi public_api.fsx <assembly.dll> <listing to write>
// Lines: "T:<type>" for a public type (nested ones too), "M:<type>.<name>/<parameter count>",
// "P:<type>.<name>", "F:<type>.<name>", "E:<type>.<name>" for its public or protected members,
// with type names as the XML documentation file writes them (Outer`1.Inner, not Outer`1+Inner).
// Dependencies are resolved from the assembly's folder (the build copies them there).
open System
open System.IO
open System.Reflection

let path = Path.GetFullPath fsi.CommandLineArgs.[1]
let folder = Path.GetDirectoryName path
AppDomain.CurrentDomain.add_AssemblyResolve(ResolveEventHandler(fun _ args ->
    let candidate = Path.Combine(folder, AssemblyName(args.Name).Name + ".dll")
    if File.Exists candidate then Assembly.LoadFrom candidate else null))
let assembly = Assembly.LoadFrom path
let lines = ResizeArray<string>()
let printfn format = Printf.kprintf lines.Add format

let visible (m: MethodBase) = not (isNull m) && (m.IsPublic || m.IsFamily || m.IsFamilyOrAssembly)
let flags = BindingFlags.Public ||| BindingFlags.NonPublic ||| BindingFlags.Instance
            ||| BindingFlags.Static ||| BindingFlags.DeclaredOnly
let rec isVisible (t: Type) =
    if t.IsNested then (t.IsNestedPublic || t.IsNestedFamily || t.IsNestedFamORAssem) && isVisible t.DeclaringType
    else t.IsPublic

for t in assembly.GetTypes() |> Array.filter isVisible do
    let name = t.FullName.Replace('+', '.')
    printfn "T:%s" name
    for m in t.GetMethods flags |> Array.filter visible do
        printfn "M:%s.%s/%d" name m.Name (m.GetParameters().Length)
    for c in t.GetConstructors flags |> Array.filter visible do
        printfn "M:%s.%s/%d" name (if c.IsStatic then "#cctor" else "#ctor") (c.GetParameters().Length)
    for p in t.GetProperties flags do
        if visible (p.GetGetMethod true) || visible (p.GetSetMethod true) then printfn "P:%s.%s" name p.Name
    for f in t.GetFields flags do
        if f.IsPublic || f.IsFamily || f.IsFamilyOrAssembly then printfn "F:%s.%s" name f.Name
    for e in t.GetEvents flags do
        if visible (e.GetAddMethod true) then printfn "E:%s.%s" name e.Name
File.WriteAllLines(fsi.CommandLineArgs.[2], lines)

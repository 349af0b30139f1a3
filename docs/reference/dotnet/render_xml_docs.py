"""Renders the .NET binding's XML documentation file (Strata.xml, which `dotnet build` of
capi/dotnet/Strata.csproj writes) as HTML: index.html listing the public types by namespace, and
one page per public type with an anchor per member.

    render_xml_docs.py <Strata.xml> <public API listing> <output directory>

The listing (public_api.fsx) names the public types and members: the XML file also documents
internal ones, which are left out. Members are identified by their documentation IDs
("M:Strata.NativeTensor`1.Slice(System.ReadOnlySpan{System.Buffers.NRange})"), from which the
signatures shown are derived (C# keywords for the built-in types, generic parameters by name).
The compiler has already checked every comment (the project treats doc warnings as errors), so
this script fails only on what it cannot render faithfully: an XML tag it does not know, a
documented public type without a page, or a reference to this assembly's member that is not
shown. Standard library only.
"""

import html
import os
import re
import sys
import xml.etree.ElementTree as ET

KEYWORDS = {"System.Boolean": "bool", "System.Byte": "byte", "System.SByte": "sbyte",
            "System.Int16": "short", "System.UInt16": "ushort", "System.Int32": "int",
            "System.UInt32": "uint", "System.Int64": "long", "System.UInt64": "ulong",
            "System.IntPtr": "nint", "System.UIntPtr": "nuint", "System.Single": "float",
            "System.Double": "double", "System.Decimal": "decimal", "System.Char": "char",
            "System.String": "string", "System.Object": "object", "System.Void": "void"}
OPERATORS = {"op_Addition": "+", "op_Subtraction": "-", "op_Multiply": "*", "op_Division": "/",
             "op_Modulus": "%", "op_UnaryNegation": "-", "op_UnaryPlus": "+",
             "op_BitwiseAnd": "&", "op_BitwiseOr": "|", "op_ExclusiveOr": "^",
             "op_OnesComplement": "~", "op_LogicalNot": "!", "op_LeftShift": "<<",
             "op_RightShift": ">>", "op_UnsignedRightShift": ">>>", "op_Equality": "==",
             "op_Inequality": "!=", "op_LessThan": "<", "op_GreaterThan": ">",
             "op_LessThanOrEqual": "<=", "op_GreaterThanOrEqual": ">=", "op_True": "true",
             "op_False": "false", "op_Increment": "++", "op_Decrement": "--",
             "op_Implicit": "implicit", "op_Explicit": "explicit"}
SECTIONS = (("T", "Nested types"), ("F", "Fields"), ("ctor", "Constructors"),
            ("P", "Properties"), ("M", "Methods"), ("op", "Operators"), ("E", "Events"),
            ("explicit", "Explicit interface implementations"))
STYLE = """
body { font-family: sans-serif; max-width: 62em; margin: 2em auto; padding: 0 1em; color: #222;
       line-height: 1.45; }
code, pre { font-family: monospace; background: #f3f3f3; padding: 0 .2em; }
h1 { border-bottom: 2px solid #345; padding-bottom: .2em; }
h2 { color: #345; margin-top: 2em; }
.member { border-top: 1px solid #ddd; padding: .6em 0; }
.signature { font-family: monospace; font-weight: bold; font-size: 1.05em; }
dl.fields dt { font-weight: bold; margin-top: .4em; }
nav { font-size: .9em; margin-bottom: 1em; }
table.types td { padding: .2em .8em .2em 0; vertical-align: top; }
"""


class RenderError(Exception):
    pass


def split_arguments(text):
    """Splits "A{B,C},D" at the top-level commas."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if text:
        parts.append(text[start:])
    return parts


class Assembly:
    def __init__(self, xml_path, listing_path):
        self.members = {}  # doc ID -> <member> element
        for member in ET.parse(xml_path).getroot().iter("member"):
            self.members[member.get("name")] = member
        with open(listing_path, encoding="utf-8") as listing:
            entries = [line.strip() for line in listing if line.strip()]
        self.public_types = [e[2:] for e in entries if e.startswith("T:") and "<" not in e]
        self.public_members = set(e for e in entries if not e.startswith("T:"))
        self.pages = {}  # doc ID -> (file name, anchor) of everything shown
        self.type_members = {t: [] for t in self.public_types}
        for doc_id in self.members:
            kind, name = doc_id[0], doc_id[2:]
            if kind == "T" or "<" in name:
                continue
            owner = self.owner(name)
            if owner is not None and self.is_public(kind, owner, name):
                self.type_members[owner].append(doc_id)
        for type_name in self.public_types:
            page = self.file_name(type_name)
            self.pages["T:" + type_name] = (page, "")
            for doc_id in self.type_members[type_name]:
                self.pages[doc_id] = (page, self.anchor(doc_id))

    def owner(self, name):
        """The public type that declares the member (the longest matching type name)."""
        head = name.split("(", 1)[0]
        best = None
        for type_name in self.public_types:
            if head.startswith(type_name + ".") and (best is None or len(type_name) > len(best)):
                best = type_name
        return best

    def is_public(self, kind, owner, name):
        simple = name.split("(", 1)[0][len(owner) + 1:]
        if "#" in simple and not simple.startswith("#"):
            return True  # explicit interface implementation: part of a public type's contract
        if "." in simple:
            return False  # a member of a nested type not shown (internal)
        if kind == "M":
            arguments = name[name.index("(") + 1:name.rindex(")")] if "(" in name else ""
            count = len(split_arguments(arguments))
            base = re.sub(r"``\d+$", "", simple)
            return "M:%s.%s/%d" % (owner, base, count) in self.public_members
        return "%s:%s.%s" % (kind, owner, simple) in self.public_members

    @staticmethod
    def file_name(type_name):
        return re.sub(r"[^A-Za-z0-9.]", "-", type_name) + ".html"

    @staticmethod
    def anchor(doc_id):
        return re.sub(r"[^A-Za-z0-9_.-]", "_", doc_id)


class TypeNames:
    """Turns documentation-ID type strings into C#-like type names."""

    def __init__(self, type_parameters, method_parameters):
        self.type_parameters = type_parameters
        self.method_parameters = method_parameters

    def __call__(self, text):
        suffix = ""
        while text and text[-1] in "@*]":
            if text.endswith("@"):
                return "ref " + self(text[:-1]) + suffix
            if text.endswith("*"):
                suffix = "*" + suffix
                text = text[:-1]
            else:
                start = text.rindex("[")
                suffix = "[" + "," * text[start:].count(",") + "]" + suffix
                text = text[:start]
        if text.startswith("``"):
            return self.parameter(self.method_parameters, int(text[2:])) + suffix
        if text.startswith("`"):
            return self.parameter(self.type_parameters, int(text[1:])) + suffix
        if "{" in text:
            head, arguments = text[:text.index("{")], text[text.index("{") + 1:-1]
            return "%s<%s>%s" % (short(head), ", ".join(self(a) for a in
                                                        split_arguments(arguments)), suffix)
        return KEYWORDS.get(text, short(text)) + suffix

    @staticmethod
    def parameter(names, index):
        return names[index]


def short(type_name):
    """The type's name without namespace and arity: System.Buffers.NIndex -> NIndex."""
    return re.sub(r"`\d+$", "", type_name.rsplit(".", 1)[-1])


def type_parameter_names(element, arity=0):
    """The names of <typeparam> tags; without them T (one parameter) or T1, T2, ..."""
    names = [p.get("name") for p in element.findall("typeparam")] if element is not None else []
    if len(names) < arity:
        names = ["T"] if arity == 1 else ["T%d" % (i + 1) for i in range(arity)]
    return names


class Renderer:
    def __init__(self, assembly):
        self.assembly = assembly
        self.page = None

    # ---- documentation comments ---------------------------------------------------------------
    def link(self, cref, text=None):
        target = self.assembly.pages.get(cref)
        label = html.escape(text if text is not None else self.cref_label(cref))
        if target is None:
            if cref[2:].startswith("Strata.") and "<" not in cref:
                raise RenderError("%s refers to %s, which is not shown" % (self.page, cref))
            return "<code>%s</code>" % label
        page, anchor = target
        href = ("" if page == self.page else page) + ("#" + anchor if anchor else "")
        return '<a href="%s"><code>%s</code></a>' % (html.escape(href or "#"), label)

    def cref_label(self, cref):
        name = cref[2:].split("(", 1)[0]
        parts = name.split(".")
        if cref[0] == "T":
            return TypeNames([], [])(name)
        label = "%s.%s" % (short(".".join(parts[:-1])), re.sub(r"``\d+$", "", parts[-1]))
        return label.replace("#ctor", "constructor")

    def inline(self, element):
        """The HTML of an element's content (text and inline tags)."""
        out = [html.escape(element.text or "")]
        for child in element:
            out.append(self.tag(child))
            out.append(html.escape(child.tail or ""))
        return "".join(out)

    def tag(self, child):
        name = child.tag
        if name in ("see", "seealso"):
            if child.get("cref"):
                return self.link(child.get("cref"), child.text)
            if child.get("langword"):
                return "<code>%s</code>" % html.escape(child.get("langword"))
            if child.get("href"):
                return '<a href="%s">%s</a>' % (html.escape(child.get("href")),
                                                self.inline(child) or html.escape(child.get("href")))
        elif name in ("paramref", "typeparamref"):
            return "<code>%s</code>" % html.escape(child.get("name"))
        elif name == "c":
            return "<code>%s</code>" % self.inline(child)
        elif name == "code":
            return "<pre>%s</pre>" % html.escape(child.text or "")
        elif name == "para":
            return "<p>%s</p>" % self.inline(child)
        elif name == "br":
            return "<br>"
        elif name in ("b", "i", "em", "strong"):
            return "<%s>%s</%s>" % (name, self.inline(child), name)
        elif name == "list":
            items = "".join("<li>%s</li>" % " — ".join(self.inline(part) for part in item)
                            for item in child.findall("item"))
            return ("<ol>%s</ol>" if child.get("type") == "number" else "<ul>%s</ul>") % items
        raise RenderError("%s: <%s> is not rendered by this script" % (self.page, name))

    def resolve(self, member):
        """The member's comment, with <inheritdoc cref=...> replaced by the comment it names."""
        inherit = member.find("inheritdoc")
        if inherit is None:
            return member
        cref = inherit.get("cref")
        if cref is None:
            # The comment of the interface or base member this one implements or overrides,
            # which the compiler does not copy into the file: say so instead.
            inherited = ET.Element("member")
            ET.SubElement(inherited, "summary").text = (
                "Implements or overrides the base type's or interface's member of this name, "
                "and is documented there.")
            return inherited
        source = self.assembly.members.get(cref)
        if source is None:
            raise RenderError("%s: <inheritdoc> names %s, which has no comment" % (self.page, cref))
        return self.resolve(source)

    def documentation(self, member, parameters):
        member = self.resolve(member)
        known = {"summary", "remarks", "value", "returns", "param", "typeparam", "exception",
                 "example", "seealso"}
        for child in member:
            if child.tag not in known:
                raise RenderError("%s: <%s> is not rendered by this script" % (self.page, child.tag))
        out = []
        for section in ("summary", "remarks", "value", "example"):
            for element in member.findall(section):
                out.append("<p>%s</p>" % self.inline(element).strip())
        fields = []
        typeparams = member.findall("typeparam")
        if typeparams:
            fields.append(("Type parameters", ["<code>%s</code>: %s" % (
                html.escape(p.get("name")), self.inline(p).strip()) for p in typeparams]))
        params = member.findall("param")
        if params:
            fields.append(("Parameters", ["<code>%s</code>%s: %s" % (
                html.escape(p.get("name")),
                " (<code>%s</code>)" % html.escape(parameters[i]) if i < len(parameters) else "",
                self.inline(p).strip()) for i, p in enumerate(params)]))
        for returns in member.findall("returns"):
            fields.append(("Returns", [self.inline(returns).strip()]))
        exceptions = member.findall("exception")
        if exceptions:
            fields.append(("Exceptions", ["%s: %s" % (self.link(e.get("cref")),
                                                       self.inline(e).strip())
                                          for e in exceptions]))
        seealso = member.findall("seealso")
        if seealso:
            fields.append(("See also", [self.tag(s) for s in seealso]))
        if fields:
            out.append('<dl class="fields">')
            for title, items in fields:
                out.append("<dt>%s</dt>" % title)
                out += ["<dd>%s</dd>" % item for item in items]
            out.append("</dl>")
        return "\n".join(out)

    # ---- signatures ---------------------------------------------------------------------------
    def signature(self, doc_id, owner, type_parameters):
        """(section, display signature, parameter type names) of a member's documentation ID."""
        kind, rest = doc_id[0], doc_id[2:]
        head, _, arguments = rest.partition("(")
        arguments, _, conversion = arguments.rpartition(")") if arguments else ("", "", "")
        if "~" in rest and not conversion:
            head, _, conversion = head.partition("~")
        conversion = conversion.lstrip("~")
        simple = head[len(owner) + 1:]
        arity = re.search(r"``(\d+)$", simple)
        member = self.assembly.members[doc_id]
        method_parameters = type_parameter_names(self.resolve(member),
                                                 int(arity.group(1)) if arity else 0)
        names = TypeNames(type_parameters, method_parameters)
        types = [names(a) for a in split_arguments(arguments)]
        params = [p.get("name") for p in self.resolve(member).findall("param")]
        shown = ", ".join("%s %s" % (t, params[i]) if i < len(params) else t
                          for i, t in enumerate(types))
        base = re.sub(r"``\d+$", "", simple)
        generic = "<%s>" % ", ".join(method_parameters) if arity else ""
        if "#" in base and not base.startswith("#"):
            interface, _, name = base.replace("#", ".").rpartition(".")
            interface = TypeNames(type_parameters, [])(interface)
            return "explicit", "%s.%s%s" % (interface, name, "(%s)" % shown if kind == "M" else ""), types
        if kind == "M" and base in ("#ctor", "#cctor"):
            return "ctor", "%s%s(%s)" % ("static " if base == "#cctor" else "", short(owner), shown), types
        if kind == "M" and base in OPERATORS:
            symbol = OPERATORS[base]
            if symbol in ("implicit", "explicit"):
                return "op", "%s operator %s(%s)" % (symbol, names(conversion), shown), types
            return "op", "operator %s(%s)" % (symbol, shown), types
        if kind == "M":
            return "M", "%s%s(%s)" % (base, generic, shown), types
        if kind == "P" and arguments:
            return "P", "this[%s]" % shown if base == "Item" else "%s[%s]" % (base, shown), types
        return kind, base, types

    # ---- pages --------------------------------------------------------------------------------
    def type_page(self, type_name, out_dir):
        self.page = Assembly.file_name(type_name)
        element = self.assembly.members.get("T:" + type_name)
        if element is None:
            raise RenderError("the public type %s has no documentation comment" % type_name)
        arity = sum(int(n) for n in re.findall(r"`(\d+)", type_name))
        type_parameters = type_parameter_names(element, arity)
        title = short(type_name)
        if type_parameters:
            title += "<%s>" % ", ".join(type_parameters)
        namespace = type_name.rsplit(".", 1)[0]
        sections = {key: [] for key, _ in SECTIONS}
        for doc_id in self.assembly.type_members[type_name]:
            section, shown, types = self.signature(doc_id, type_name, type_parameters)
            sections[section].append((shown, doc_id, types))
        nested = [t for t in self.assembly.public_types
                  if t.startswith(type_name + ".") and "." not in t[len(type_name) + 1:]]
        body = ['<nav><a href="index.html">Strata for .NET</a> › %s</nav>' % html.escape(namespace),
                "<h1>%s</h1>" % html.escape(title),
                "<p>Namespace <code>%s</code></p>" % html.escape(namespace),
                self.documentation(element, [])]
        for key, heading in SECTIONS:
            entries = sorted(sections[key], key=lambda entry: entry[0].lower())
            if key == "T" and nested:
                body.append("<h2>%s</h2><ul>" % heading)
                body += ["<li>%s</li>" % self.link("T:" + t) for t in nested]
                body.append("</ul>")
            if not entries:
                continue
            body.append("<h2>%s</h2>" % heading)
            for shown, doc_id, types in entries:
                body.append('<div class="member" id="%s"><div class="signature">%s</div>\n%s</div>'
                            % (Assembly.anchor(doc_id), html.escape(shown),
                               self.documentation(self.assembly.members[doc_id], types)))
        write_page(os.path.join(out_dir, self.page), "%s — Strata for .NET" % title, body)

    def index_page(self, out_dir):
        self.page = "index.html"
        body = ['<nav><a href="../index.html">Strata API reference</a></nav>',
                "<h1>Strata for .NET — API reference</h1>",
                "<p>The public types of the <code>Strata</code> assembly (the NuGet package "
                "<code>Strata</code>), generated from its XML documentation comments.</p>"]
        namespaces = {}
        for type_name in self.assembly.public_types:
            namespaces.setdefault(type_name.rsplit(".", 1)[0], []).append(type_name)
        for namespace in sorted(namespaces):
            body.append('<h2>Namespace <code>%s</code></h2><table class="types">'
                        % html.escape(namespace))
            for type_name in sorted(namespaces[namespace], key=str.lower):
                summary = self.resolve(self.assembly.members["T:" + type_name]).find("summary")
                first = self.inline(summary).strip() if summary is not None else ""
                body.append("<tr><td>%s</td><td>%s</td></tr>" % (self.link("T:" + type_name), first))
            body.append("</table>")
        write_page(os.path.join(out_dir, "index.html"), "Strata for .NET — API reference", body)


def write_page(path, title, body):
    with open(path, "w", encoding="utf-8") as page:
        page.write('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n'
                   "<title>%s</title>\n<style>%s</style></head>\n<body>\n%s\n</body></html>\n"
                   % (html.escape(title), STYLE, "\n".join(body)))


def main(arguments):
    if len(arguments) != 3:
        sys.exit(__doc__)
    xml_path, listing_path, out_dir = arguments
    assembly = Assembly(xml_path, listing_path)
    if not assembly.public_types:
        sys.exit("error: %s names no public type" % listing_path)
    os.makedirs(out_dir, exist_ok=True)
    renderer = Renderer(assembly)
    try:
        for type_name in assembly.public_types:
            renderer.type_page(type_name, out_dir)
        renderer.index_page(out_dir)
    except RenderError as error:
        sys.exit("error: %s" % error)
    shown = sum(len(members) for members in assembly.type_members.values())
    print("%d types, %d members: %s" % (len(assembly.public_types), shown,
                                         os.path.join(out_dir, "index.html")))


if __name__ == "__main__":
    main(sys.argv[1:])

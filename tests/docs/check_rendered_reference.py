"""Opens the generated API reference in headless Chromium: the front page and one function page
per language must render with their titles and the names they document, and a screenshot of
each must be a PNG of the window's size that is not blank (kept as artefacts).

    check_rendered_reference.py <api_reference directory> <artefact directory>

Exit status 77 (ctest's SKIP_RETURN_CODE) when Chromium (Debian package chromium) is absent.
"""

import os
import shutil
import struct
import subprocess
import sys
import zlib

WIDTH, HEIGHT = 1024, 768
# (page, screenshot name, strings its rendered DOM must contain)
PAGES = (
    ("index.html", "landing", ("Strata", "API reference", 'href="html/index.html"',
                               'href="python/index.html"', 'href="dotnet/index.html"')),
    ("html/strata_8h.html", "c", ("strata.h", "strata_tensor_create",
                                  "strata_tensor_release")),
    ("python/module.html", "python", ("Functions, types and constants", 'id="strata.zeros"',
                                      'id="strata.from_numpy"')),
    ("dotnet/Strata.NativeTensor.html", "dotnet", ("NativeTensor", "CreateFromShape",
                                                   "Strata for .NET")),
)


def chromium_command():
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return [path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--no-first-run", "--window-size=%d,%d" % (WIDTH, HEIGHT)]
    return None


def run(command):
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    if result.returncode != 0:
        sys.stderr.write(result.stderr.decode(errors="replace"))
        raise SystemExit("FAILED: %s exited with %d" % (command[0], result.returncode))
    return result.stdout.decode(errors="replace")


def png_pixels(path):
    """(width, height, rows of RGB(A) bytes) of an 8-bit, non-interlaced RGB or RGBA PNG."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit("FAILED: %s is not a PNG" % path)
    position, idat, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise SystemExit("FAILED: %s: unexpected PNG format %s" % (path, header))
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                row[i] = (row[i] + row[i - channels]) & 255
        elif kind == 2:
            row = bytearray((a + b) & 255 for a, b in zip(row, previous))
        elif kind == 3:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = row[i - channels] if i >= channels else 0
                b, c = previous[i], previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(row))
        previous = row
    return width, height, channels, rows


def check_screenshot(path):
    """The screenshot has the window's size and shows something: pixels other than the
    background (the most common colour) cover between 0.5% and 85% of it."""
    size = os.path.getsize(path)
    width, height, channels, rows = png_pixels(path)
    if (width, height) != (WIDTH, HEIGHT):
        raise SystemExit("FAILED: %s is %dx%d, not %dx%d" % (path, width, height, WIDTH, HEIGHT))
    counts = {}
    for row in rows[::4]:  # every fourth row is plenty to tell text from a blank page
        for x in range(0, len(row), channels * 2):
            pixel = row[x:x + 3]
            counts[pixel] = counts.get(pixel, 0) + 1
    total = sum(counts.values())
    ink = 1 - max(counts.values()) / total
    if not 0.005 <= ink <= 0.85 or len(counts) < 3:
        raise SystemExit("FAILED: %s looks blank or broken (%.1f%% non-background pixels, %d "
                         "colours)" % (path, 100 * ink, len(counts)))
    print("ok: %s: %dx%d PNG, %d bytes, %.1f%% non-background pixels, %d colours"
          % (path, width, height, size, 100 * ink, len(counts)))


def main(reference, artefacts):
    chromium = chromium_command()
    if chromium is None:
        print("chromium is not installed (Debian package chromium): skipped")
        return 77
    print(run(chromium[:1] + ["--version"]).strip())
    os.makedirs(artefacts, exist_ok=True)
    for page, name, expected in PAGES:
        path = os.path.join(os.path.abspath(reference), page)
        if not os.path.exists(path):
            raise SystemExit("FAILED: %s was not generated" % path)
        url = "file://" + path
        dom = run(chromium + ["--dump-dom", url])
        missing = [text for text in expected if text not in dom]
        if missing:
            raise SystemExit("FAILED: %s renders without %s" % (page, ", ".join(missing)))
        print("ok: %s renders %s" % (page, ", ".join(expected)))
        screenshot = os.path.join(os.path.abspath(artefacts), name + ".png")
        if os.path.exists(screenshot):
            os.remove(screenshot)
        run(chromium + ["--screenshot=" + screenshot, url])
        check_screenshot(screenshot)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))

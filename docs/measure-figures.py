#!/usr/bin/env python3
"""How tall are a board digit and a node header when a figure is fitted whole to a slide?

  docs/measure-figures.py [--slide 1600x900] [--min 14] [--ratio R] [--guide FILE] [PATH...]
      (default PATH: docs/figures; a folder means its SVG, PNG and HTML files)

For an SVG the answer comes from its geometry: the slide scale is the smaller of slide width /
viewBox width and slide height / viewBox height; a board digit is a <text> holding only digits
(its font size, times every scale() above it, times that slide scale, times the height of a
digit glyph as a fraction of the font size). In the tracer's Graphviz trees the digits are the
ones inside node boxes (the legend holds words); in other drawings they are the most common
size of all-digit texts (board cells, or a plot's tick labels). A tree's node headers ("#3 g=2",
"h=5 f=7": what a heuristics slide is about) are measured the same way, and the smallest counts.

The glyph ratio is measured, not assumed, when `rsvg-convert` (Debian: librsvg2-bin) is
installed: it renders "147" in the figures' font at 200 px and counts the inked rows. Else
it is 0.72 (Helvetica's and DejaVu Sans's digits are 0.72-0.73 of the font size).
A PNG is measured only by its size (a screenshot of the player, already 1600x900); an HTML file
is the player itself.

A figure whose digits or headers are below --min passes when the guide (--guide, default docs/lecturer-guide.md) sends it to
the player: a line of the guide names `figures/NAME` and says "player". Exit status 1 when a
figure is too small and the guide does not say so, 2 on bad input.
"""
import argparse
import collections
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"
DEFAULT_RATIO = 0.72
# A node's header lines: "#12 g=3", "g=3", "h=5 f=8", "h=7+8 f=18" (or all on one line).
HEADER = re.compile(r"^(#[\d,]+\s+)?g=\d+(\s+h=[\d+]+\s+f=\d+)?$|^h=[\d+]+\s+f=\d+$")


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    return struct.unpack(">II", head[16:24])


def png_rows(path):
    """The rows of an 8-bit PNG as lists of grey levels (0 black, 255 white); enough for what
    rsvg-convert writes, without a Python imaging library."""
    with open(path, "rb") as f:
        data = f.read()
    at, chunks, width, height, kind = 8, [], 0, 0, 0
    while at < len(data):
        length, tag = struct.unpack(">I4s", data[at : at + 8])
        body = data[at + 8 : at + 8 + length]
        if tag == b"IHDR":
            width, height, depth, kind = struct.unpack(">IIBB", body[:10])
            if depth != 8 or body[12] != 0:
                raise ValueError(f"{path}: only 8-bit, non-interlaced PNGs are read here")
        elif tag == b"IDAT":
            chunks.append(body)
        at += 12 + length
    step = {0: 1, 2: 3, 4: 2, 6: 4}[kind]
    stride = width * step
    raw = zlib.decompress(b"".join(chunks))
    prior = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        filt, row = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for i in range(stride):
            a = row[i - step] if i >= step else 0
            b = prior[i]
            c = prior[i - step] if i >= step else 0
            if filt == 1:
                row[i] = (row[i] + a) & 255
            elif filt == 2:
                row[i] = (row[i] + b) & 255
            elif filt == 3:
                row[i] = (row[i] + ((a + b) >> 1)) & 255
            elif filt == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prior = row
        if kind in (0, 4):
            yield [row[x * step] for x in range(width)]
        else:  # alpha is ignored: the test picture is drawn on white
            yield [min(row[x * step : x * step + 3]) for x in range(width)]


def measured_ratio(font="Helvetica,sans-Serif"):
    """A digit's height over its font size, as rsvg-convert draws the figures' font here."""
    size = 200
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="400">'
           f'<rect width="1400" height="400" fill="white"/><text x="20" y="300" '
           f'font-family="{font}" font-size="{size}">147</text></svg>')
    with tempfile.TemporaryDirectory() as tmp:
        src, out = os.path.join(tmp, "d.svg"), os.path.join(tmp, "d.png")
        with open(src, "w", encoding="utf-8") as f:
            f.write(svg)
        subprocess.run(["rsvg-convert", src, "-o", out], check=True)
        inked = [y for y, row in enumerate(png_rows(out)) if min(row) < 128]
    # Digits with flat tops and bottoms: the round ones (0, 3, 6, 8, 9) overshoot them by about
    # 3%, which would flatter the figure.
    return (inked[-1] - inked[0] + 1) / size


def length(text):
    """An SVG length in user units (pt and px count as user units: only ratios matter here)."""
    m = re.match(r"\s*([\d.]+)", text or "")
    return float(m.group(1)) if m else None


def font_size(el, parents):
    """The font size in effect at el, from its own attributes or style, else its ancestors'."""
    node = el
    while node is not None:
        fs = node.get("font-size")
        if fs is None:
            m = re.search(r"font-size:\s*([\d.]+)", node.get("style", ""))
            fs = m.group(1) if m else None
        if fs is not None:
            return length(fs)
        node = parents.get(node)
    return 16.0  # SVG's default


def scale_above(el, parents):
    """The product of the scale() transforms on el and its ancestors."""
    s, node = 1.0, el
    while node is not None:
        m = re.search(r"scale\(\s*([-\d.]+)(?:[ ,]+([-\d.]+))?", node.get("transform", ""))
        if m:
            s *= abs(float(m.group(2) or m.group(1)))  # the vertical factor sizes a glyph's height
        node = parents.get(node)
    return s


def measure_svg(path, slide_w, slide_h, ratio):
    root = ET.parse(path).getroot()
    parents = {child: parent for parent in root.iter() for child in parent}
    box = (root.get("viewBox") or "").replace(",", " ").split()
    if len(box) == 4:
        vb_w, vb_h = float(box[2]), float(box[3])
    else:
        vb_w, vb_h = length(root.get("width")), length(root.get("height"))
    w = length(root.get("width")) or vb_w
    h = length(root.get("height")) or vb_h
    fit = min(slide_w / vb_w, slide_h / vb_h)
    with open(path, encoding="utf-8") as f:
        head = f.read(2000)
    kind = ("tree" if "Generated by graphviz" in head else
            "plot" if "GNUPLOT" in head.upper() else "drawing")

    def inside_node(el):
        node = parents.get(el)
        while node is not None:
            if node.tag == SVG + "g" and node.get("class") == "node":
                return True
            node = parents.get(node)
        return False

    sizes = collections.Counter()
    headers = []
    for el in root.iter(SVG + "text"):
        text = "".join(el.itertext()).strip()
        # a tspan may carry the size; take the innermost element that holds the text
        holder = next((t for t in el.iter() if (t.text or "").strip()), el)
        size = round(font_size(holder, parents) * scale_above(holder, parents), 2)
        if kind == "tree" and inside_node(el) and HEADER.match(text):
            headers.append(size)
        if not text.isdigit() or (kind == "tree" and not inside_node(el)):
            continue
        sizes[size] += 1
    header = min(headers) * ratio * fit if headers else None
    if not sizes:
        return kind, w, h, None, 0, header
    size, count = sizes.most_common(1)[0]
    return kind, w, h, size * ratio * fit, count, header


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="*", default=["docs/figures"])
    ap.add_argument("--slide", default="1600x900", help="WxH in px (default 1600x900)")
    ap.add_argument("--min", type=float, default=14, help="smallest legible digit, px")
    ap.add_argument("--ratio", type=float, help="digit height / font size (default: measured)")
    ap.add_argument("--guide", default="docs/lecturer-guide.md",
                    help="the guide that sends small figures to the player")
    a = ap.parse_args()
    guide = []
    if os.path.isfile(a.guide):
        with open(a.guide, encoding="utf-8") as f:
            guide = f.read().splitlines()

    def sent_to_player(name):
        return any(f"figures/{name}" in line and "player" in line for line in guide)

    slide_w, slide_h = (float(v) for v in a.slide.lower().split("x"))
    if a.ratio:
        ratio, how = a.ratio, "given"
    elif shutil.which("rsvg-convert"):
        ratio, how = measured_ratio(), "measured with rsvg-convert"
    else:
        ratio, how = DEFAULT_RATIO, "assumed (install librsvg2-bin to measure it)"
    files = []
    for p in a.paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, n) for n in os.listdir(p)
                            if n.endswith((".svg", ".png", ".html")))
        elif os.path.isfile(p):
            files.append(p)
        else:
            print(f"measure-figures: no such file or folder: {p}", file=sys.stderr)
            return 2

    print(f"board digits and node headers fitted to a {a.slide} slide (digit = {ratio:.3f} of the font size, "
          f"{how}); legible from {a.min:g} px")
    print(f"{'figure':28} {'kind':8} {'size':>13}  {'digit':>8}  {'header':>8}  verdict")
    small = 0
    for path in files:
        name = os.path.basename(path)
        if path.endswith(".html"):
            print(f"{name:28} {'player':8} {'':>13}  {'':>8}  {'':>8}  the player itself: fits any "
                  "screen")
            continue
        if path.endswith(".png"):
            w, h = png_size(path)
            print(f"{name:28} {'picture':8} {w:6} x {h:<5}  {'':>8}  {'':>8}  "
                  f"a screenshot of the player, {'slide-sized' if (w, h) == (slide_w, slide_h) else 'not slide-sized'}"
                  "; digits not measured")
            continue
        try:
            kind, w, h, digit, count, header = measure_svg(path, slide_w, slide_h, ratio)
        except (ET.ParseError, ZeroDivisionError, TypeError) as e:
            print(f"measure-figures: {path} is not an SVG this script can read: {e}",
                  file=sys.stderr)
            return 2
        if digit is None:
            print(f"{name:28} {kind:8} {w:6.0f} x {h:<5.0f}  {'-':>8}  {'-':>8}  no digits found")
            continue
        what = "tick labels" if kind == "plot" else f"{count} digits"
        smallest = digit if header is None else min(digit, header)
        if smallest >= a.min:
            verdict = "ok"
        elif sent_to_player(name):
            verdict = "too small: the guide says to use the player"
        else:
            verdict = f"TOO SMALL, and {a.guide} does not send it to the player"
            small += 1
        head = f"{header:5.1f} px" if header is not None else f"{'-':>8}"
        print(f"{name:28} {kind:8} {w:6.0f} x {h:<5.0f}  {digit:5.1f} px  {head}  {verdict} "
              f"({what})")
    return 1 if small else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Rasterize paths with cairo (pycairo), as an independent reference for Flipbook's path coverage tests.

Usage: cairo_paths.py cases.json out.raw tolerance

Input: a JSON list of cases, each {"width", "height", "path": [...], "fill": {"evenOdd": bool} or null,
"stroke": {"lineWidth", "lineCap": "butt"|"round"|"square", "lineJoin": "miter"|"round"|"bevel",
"miterLimit", "dashes": [...], "phase"} or null}. The path is the scene format's flat list: "M" x y, "L" x y,
"Q" cx cy x y, "C" c1x c1y c2x c2y x y, "Z". Each case is painted white on opaque black with cairo's default
anti-aliasing and the flattening tolerance given in pixels (the test passes Flipbook's), and written to out.raw as RGBA8 rows, the
cases one after the other. Prints {"cairo": version, "pycairo": version}.

pycairo is installed with `pip install --user pycairo` when missing; it builds against cairo's development
files, so when pkg-config does not know cairo and the script runs as root with apt-get, libcairo2-dev is
installed first (as Benchmarks/Reference/cairo-benchmark does). If that fails the script exits with status 3
and says why: the calling test must then fail.
"""
import json
import os
import shutil
import subprocess
import sys

from pip_install import ensure_module


def ensure_cairo_headers():
    """Installs libcairo2-dev when pycairo may have to be built and the headers are missing."""
    try:
        import cairo  # noqa: F401
        return
    except ImportError:
        pass
    if subprocess.run(["pkg-config", "--exists", "cairo"], capture_output=True).returncode == 0:
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        for command in (["apt-get", "install", "-y", "libcairo2-dev", "pkg-config"],
                        ["apt-get", "update"], ["apt-get", "install", "-y", "libcairo2-dev", "pkg-config"]):
            subprocess.run(command, capture_output=True, env=env)
            if subprocess.run(["pkg-config", "--exists", "cairo"], capture_output=True).returncode == 0:
                return


def trace(ctx, commands):
    i = 0
    while i < len(commands):
        c = commands[i]
        if c == "M":
            ctx.move_to(commands[i + 1], commands[i + 2]); i += 3
        elif c == "L":
            ctx.line_to(commands[i + 1], commands[i + 2]); i += 3
        elif c == "Q":
            # Raised to a cubic (the same curve); cairo has no quadratic command.
            x0, y0 = ctx.get_current_point()
            cx, cy, x, y = commands[i + 1:i + 5]
            ctx.curve_to(x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0),
                         x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
            i += 5
        elif c == "C":
            ctx.curve_to(*commands[i + 1:i + 7]); i += 7
        elif c == "Z":
            ctx.close_path(); i += 1
        else:
            raise ValueError("unknown path command %r" % c)


def main():
    ensure_cairo_headers()
    cairo = ensure_module("cairo", "pycairo")
    if len(sys.argv) != 4:
        sys.exit("usage: cairo_paths.py cases.json out.raw tolerance")
    try:
        tolerance = float(sys.argv[3])
    except ValueError:
        sys.exit(f"cairo_paths.py: tolerance must be a number of pixels, got {sys.argv[3]!r}")
    if not 0 < tolerance <= 1:
        sys.exit(f"cairo_paths.py: tolerance must be more than 0 and at most 1 pixel, got {tolerance}")
    with open(sys.argv[1]) as f:
        cases = json.load(f)
    caps = {"butt": cairo.LINE_CAP_BUTT, "round": cairo.LINE_CAP_ROUND, "square": cairo.LINE_CAP_SQUARE}
    joins = {"miter": cairo.LINE_JOIN_MITER, "round": cairo.LINE_JOIN_ROUND, "bevel": cairo.LINE_JOIN_BEVEL}
    with open(sys.argv[2], "wb") as out:
        for case in cases:
            w, h = case["width"], case["height"]
            surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)
            ctx = cairo.Context(surface)
            ctx.set_source_rgb(0, 0, 0)
            ctx.paint()
            ctx.set_source_rgb(1, 1, 1)
            ctx.set_tolerance(tolerance)
            if case.get("fill") is not None:
                trace(ctx, case["path"])
                ctx.set_fill_rule(cairo.FILL_RULE_EVEN_ODD if case["fill"]["evenOdd"] else cairo.FILL_RULE_WINDING)
                ctx.fill()
            if case.get("stroke") is not None:
                s = case["stroke"]
                trace(ctx, case["path"])
                ctx.set_line_width(s["lineWidth"])
                ctx.set_line_cap(caps[s["lineCap"]])
                ctx.set_line_join(joins[s["lineJoin"]])
                ctx.set_miter_limit(s["miterLimit"])
                ctx.set_dash(s["dashes"], s["phase"])
                ctx.stroke()
            surface.flush()
            data = surface.get_data()
            stride = surface.get_stride()
            # ARGB32 is native-endian premultiplied 0xAARRGGBB: on little-endian hosts the bytes are B, G, R, A.
            row = bytearray(w * 4)
            for y in range(h):
                line = data[y * stride:y * stride + w * 4]
                if sys.byteorder == "little":
                    row[0::4] = line[2::4]; row[1::4] = line[1::4]; row[2::4] = line[0::4]; row[3::4] = line[3::4]
                else:
                    row[0::4] = line[1::4]; row[1::4] = line[2::4]; row[2::4] = line[3::4]; row[3::4] = line[0::4]
                out.write(row)
    print(json.dumps({"cairo": cairo.cairo_version_string(), "pycairo": cairo.version}))


if __name__ == "__main__":
    main()

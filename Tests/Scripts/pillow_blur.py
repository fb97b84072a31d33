#!/usr/bin/env python3
"""Blur an 8-bit alpha mask with Pillow's GaussianBlur, as an independent reference for Flipbook's shadows.

Usage: pillow_blur.py WIDTH HEIGHT SIGMA RAW_IN RAW_OUT

RAW_IN holds WIDTH × HEIGHT bytes (one 8-bit value per pixel, rows top to bottom); RAW_OUT receives the same
mask blurred by `ImageFilter.GaussianBlur(SIGMA)` (Pillow's radius is the Gaussian's standard deviation).
Prints Pillow's version.

If Pillow is missing it is installed with `pip install --user pillow` (under a lock, since tests run in
parallel). If that fails the script exits with status 3 and says why: the calling test must then fail.
"""
import sys

from pip_install import ensure_module


def main():
    if len(sys.argv) != 6:
        sys.stderr.write("usage: pillow_blur.py WIDTH HEIGHT SIGMA RAW_IN RAW_OUT\n")
        sys.exit(2)
    Image = ensure_module("PIL.Image", "pillow")
    ImageFilter = ensure_module("PIL.ImageFilter", "pillow")
    import PIL
    width, height, sigma = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
    with open(sys.argv[4], "rb") as f:
        data = f.read()
    if len(data) != width * height:
        sys.stderr.write("%s: expected %d bytes, got %d\n" % (sys.argv[4], width * height, len(data)))
        sys.exit(2)
    mask = Image.frombytes("L", (width, height), data)
    blurred = mask.filter(ImageFilter.GaussianBlur(sigma))
    with open(sys.argv[5], "wb") as f:
        f.write(blurred.tobytes())
    print(PIL.__version__)


if __name__ == "__main__":
    main()

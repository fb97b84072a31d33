#!/usr/bin/env python3
"""Writes the zip listing harness's seed corpus into a folder: small zips made with the standard library's
zipfile (stored and deflated entries, folders, a report-shaped layout, a comment, zip64 records, bytes before
the archive as a self-extracting zip has) and hostile ones (a `..` name, a duplicate name, a symbolic link, an
encrypted flag, an unknown method), so that the fuzzer starts from listings the reader accepts and refuses.

Usage: zip-listing.py OUT_FOLDER. Standard library only.
"""
import io
import os
import sys
import warnings
import zipfile

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
warnings.simplefilter("ignore")  # zipfile warns about the duplicate name, which is the point


def write(name, entries, comment=b"", prefix=b"", method=zipfile.ZIP_DEFLATED, patch=None):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=method, allowZip64=True) as archive:
        for entry in entries:
            info = zipfile.ZipInfo(entry[0])
            info.compress_type = method
            if len(entry) > 2:
                info.create_system = 3
                info.external_attr = entry[2] << 16
            archive.writestr(info, entry[1], compress_type=method)
        archive.comment = comment
    data = bytearray(prefix + buffer.getvalue())
    if patch:
        patch(data)
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)


report = b'{"version": 1, "scenarios": []}'
write("report.zip", [("r/", b""), ("r/report.json", report), ("r/a/actual/frame-0000.png", b"\x89PNG" * 20)])
write("stored.zip", [("report.json", report)], method=zipfile.ZIP_STORED)
write("comment.zip", [("report.json", report)], comment=b"a CI artifact")
write("prefixed.zip", [("report.json", report)], prefix=b"#!/bin/sh\nexit 0\n")
write("dot-dot.zip", [("../report.json", report)])
write("duplicate.zip", [("r/report.json", report), ("r/report.json", b"{}")])
write("link.zip", [("r/report.json", b"/etc/hostname", 0o120777)])


def encrypted(data):
    at = data.find(b"PK\x01\x02")
    data[at + 8] |= 1


def method77(data):
    at = data.find(b"PK\x01\x02")
    data[at + 10] = 77


write("encrypted.zip", [("report.json", report)], method=zipfile.ZIP_STORED, patch=encrypted)
write("method.zip", [("report.json", report)], method=zipfile.ZIP_STORED, patch=method77)
# zipfile writes zip64 records (extra fields and end records) when its ZIP64_LIMIT is 0.
buffer = io.BytesIO()
zipfile.ZIP64_LIMIT, saved = 0, zipfile.ZIP64_LIMIT
with zipfile.ZipFile(buffer, "w", allowZip64=True) as archive:
    archive.writestr("report.json", report)
zipfile.ZIP64_LIMIT = saved
with open(os.path.join(out, "zip64.zip"), "wb") as f:
    f.write(buffer.getvalue())

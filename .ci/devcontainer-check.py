#!/usr/bin/env python3
"""Checks a devcontainer.json (.devcontainer/devcontainer.json of the kit, the student edition and
the Classroom starter repository) for what a student's Codespace needs: plain JSON (no comments,
so any tool reads it), an image with a C++20 compiler and CMake, the kit's set-up run on create,
the C/C++ and CMake extensions, and files to open that the folder has.

  .ci/devcontainer-check.py FILE     prints what it checked; exits 1 naming each problem"""
import json
import pathlib
import re
import sys

# Images whose compiler has all of C++20 the lessons use (GCC 11 or later): Ubuntu 22.04 and
# 24.04, Debian 12 and later. Debian 11's GCC 10, the C++ template's default, has not.
IMAGE = re.compile(r"^(?:mcr\.microsoft\.com/devcontainers/cpp:(?:\d+-)?"
                   r"(?:ubuntu-2[2-9]\.04|debian-1[2-9])|ubuntu:2[2-9]\.04|debian:1[2-9])$")
EXTENSIONS = {"ms-vscode.cpptools": "C/C++", "ms-vscode.cmake-tools": "CMake Tools"}


def problems(path):
    try:
        config = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        return [f"{path} is not plain JSON: {err}"]
    found = []
    image = config.get("image", "")
    if not IMAGE.match(image):
        found.append(f"image {image!r} is not one with GCC 11 or later and CMake "
                     f"(for instance mcr.microsoft.com/devcontainers/cpp:ubuntu-24.04)")
    if "./kit deps" not in config.get("postCreateCommand", ""):
        found.append("postCreateCommand does not run ./kit deps (the set-up on create)")
    vscode = config.get("customizations", {}).get("vscode", {})
    for extension, name in EXTENSIONS.items():
        if extension not in vscode.get("extensions", []):
            found.append(f"the {name} extension ({extension}) is not in customizations.vscode")
    root = path.resolve().parent.parent
    for name in config.get("customizations", {}).get("codespaces", {}).get("openFiles", []):
        if not (root / name).is_file():
            found.append(f"customizations.codespaces.openFiles names {name}, which is not there")
    return found


def main(argv):
    if len(argv) != 1:
        print(__doc__.split("\n\n")[1].strip(), file=sys.stderr)
        return 2
    path = pathlib.Path(argv[0])
    found = problems(path)
    for problem in found:
        print(f"{path}: {problem}")
    if not found:
        print(f"{path}: plain JSON; a C++20 image, ./kit deps on create, the C/C++ and CMake "
              f"extensions")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

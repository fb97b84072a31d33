#ifndef FLIPBOOK_CLIBPNG_SHIM_H
#define FLIPBOOK_CLIBPNG_SHIM_H
// Without libpng's development files the compiler would only say "'png.h' file not found": say what to install.
#if defined(__has_include)
#if !__has_include(<png.h>)
#error "Flipbook needs libpng's development files (png.h, libpng.pc): on Debian/Ubuntu apt-get install libpng-dev pkg-config; on Fedora dnf install libpng-devel pkgconf; on macOS brew install libpng pkg-config"
#endif
#endif
#include <png.h>
#include <zlib.h>
#endif

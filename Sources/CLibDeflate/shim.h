#ifndef FLIPBOOK_CLIBDEFLATE_SHIM_H
#define FLIPBOOK_CLIBDEFLATE_SHIM_H
#if !__has_include(<libdeflate.h>)
#error "Flipbook needs libdeflate's development files (libdeflate.h, libdeflate.pc): on Debian/Ubuntu apt-get install libdeflate-dev pkg-config; on Fedora dnf install libdeflate-devel pkgconf; on macOS brew install libdeflate pkg-config"
#endif
#include <libdeflate.h>
#endif

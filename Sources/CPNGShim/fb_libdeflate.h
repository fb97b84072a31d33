#ifndef FB_LIBDEFLATE_H
#define FB_LIBDEFLATE_H
// libdeflate for the C files that inflate and deflate themselves: without its development files say what to
// install (as Sources/CLibDeflate/shim.h does), not only that libdeflate.h was not found.
#if defined(__has_include)
#if !__has_include(<libdeflate.h>)
#error "Flipbook needs libdeflate's development files (libdeflate.h, libdeflate.pc): on Debian/Ubuntu apt-get install libdeflate-dev pkg-config; on Fedora dnf install libdeflate-devel pkgconf; on macOS brew install libdeflate pkg-config"
#endif
#endif
#include <libdeflate.h>
#endif

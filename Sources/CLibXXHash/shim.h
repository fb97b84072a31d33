#ifndef FLIPBOOK_CLIBXXHASH_SHIM_H
#define FLIPBOOK_CLIBXXHASH_SHIM_H
#if !__has_include(<xxhash.h>)
#error "Flipbook needs xxHash's development files (xxhash.h, libxxhash.pc): on Debian/Ubuntu apt-get install libxxhash-dev pkg-config; on Fedora dnf install xxhash-devel pkgconf; on macOS brew install xxhash pkg-config"
#endif
#include <xxhash.h>
#endif

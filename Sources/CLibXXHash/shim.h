#ifndef FLIPBOOK_CLIBXXHASH_SHIM_H
#define FLIPBOOK_CLIBXXHASH_SHIM_H
#if !__has_include(<xxhash.h>)
#error "Flipbook needs xxHash's development files (xxhash.h, libxxhash.pc): on Debian/Ubuntu apt-get install libxxhash-dev pkg-config; on Fedora dnf install xxhash-devel pkgconf; on macOS brew install xxhash pkg-config"
#endif
#include <xxhash.h>

/// XXH3-128's streaming update, the same value whichever code computes it. Where the system's libxxhash was built
/// with xxHash's x86 dispatcher (it then installs xxh_x86dispatch.h, as Debian's libxxhash-dev does), through the
/// dispatcher, which picks AVX-512, AVX2 or SSE2 by asking the CPU at run time: the plain entry point of such a
/// library is its SSE2 build, about half as fast on a 12 MB frame (0.60 against 0.32 ms in
/// `flipbook-benchmarks verify`). Elsewhere the plain entry point.
#if defined(__x86_64__) && defined(__linux__) && __has_include(<xxh_x86dispatch.h>)
#define XXH_DISPATCH_DISABLE_REPLACE
#include <xxh_x86dispatch.h>
static inline XXH_errorcode flipbook_xxh3_128bits_update(XXH3_state_t *state, const void *input, size_t length) {
    return XXH3_128bits_update_dispatch(state, input, length);
}
#else
static inline XXH_errorcode flipbook_xxh3_128bits_update(XXH3_state_t *state, const void *input, size_t length) {
    return XXH3_128bits_update(state, input, length);
}
#endif
#endif

#ifndef FLIPBOOK_CLIBCRYPTO_SHIM_H
#define FLIPBOOK_CLIBCRYPTO_SHIM_H
#if !__has_include(<openssl/evp.h>)
#error "Flipbook needs OpenSSL's development files (openssl/evp.h, libcrypto.pc): on Debian/Ubuntu apt-get install libssl-dev pkg-config; on Fedora dnf install openssl-devel pkgconf"
#endif
#include <openssl/evp.h>
#endif

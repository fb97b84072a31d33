#ifndef FLIPBOOK_FB_PNG_DEFLATE_H
#define FLIPBOOK_FB_PNG_DEFLATE_H

/* What the shim's two hand-made deflate writers share (not part of the module's interface): the bit writer and
 * deflate's length and distance tables (RFC 1951 3.2.5). The quick encoder (fb_png_quick.c) writes a whole image as
 * one block with the fixed codes; the repeats-once writer (fb_png_idat.c) writes runs of zero rows as blocks of its
 * own inside zlib's stream. */

#include <stddef.h>
#include <stdint.h>

/* Writes bits least significant first, as deflate packs them, 32 at a time into `out` from `at`. */
typedef struct fb_bits {
    uint8_t *out;
    size_t at;
    uint64_t pending;
    unsigned count;
} fb_bits;

/* Appends the low `count` bits of `value` (count ≤ 32). */
static inline void fb_bits_put(fb_bits *bits, uint32_t value, unsigned count) {
    bits->pending |= (uint64_t)value << bits->count;
    bits->count += count;
    if (bits->count >= 32) {
        uint32_t word = (uint32_t)bits->pending;
        bits->out[bits->at] = (uint8_t)word;
        bits->out[bits->at + 1] = (uint8_t)(word >> 8);
        bits->out[bits->at + 2] = (uint8_t)(word >> 16);
        bits->out[bits->at + 3] = (uint8_t)(word >> 24);
        bits->at += 4;
        bits->pending >>= 32;
        bits->count -= 32;
    }
}

/* Writes out the whole bytes of what is pending; 0–7 bits stay. */
static inline void fb_bits_flush_bytes(fb_bits *bits) {
    while (bits->count >= 8) {
        bits->out[bits->at++] = (uint8_t)bits->pending;
        bits->pending >>= 8;
        bits->count -= 8;
    }
}

/* Writes out everything pending, the last byte padded with zeros. */
static inline void fb_bits_flush(fb_bits *bits) {
    fb_bits_flush_bytes(bits);
    if (bits->count > 0) bits->out[bits->at++] = (uint8_t)bits->pending;
    bits->pending = 0;
    bits->count = 0;
}

/* `value`'s low `count` bits in reverse order: a Huffman code is sent from its most significant bit. */
static inline uint32_t fb_bits_reversed(uint32_t value, unsigned count) {
    uint32_t out = 0;
    for (unsigned i = 0; i < count; i++) {
        out = (out << 1) | (value & 1);
        value >>= 1;
    }
    return out;
}

/* Appends a Huffman code of `length` bits, most significant bit first. */
static inline void fb_bits_put_code(fb_bits *bits, uint32_t code, unsigned length) {
    fb_bits_put(bits, fb_bits_reversed(code, length), length);
}

/* Match lengths 3…258: symbol 257 + index, `fb_length_extra[index]` extra bits over `fb_length_base[index]`. */
extern const uint16_t fb_length_base[29];
extern const uint8_t fb_length_extra[29];
/* Distances 1…32768: code `index`, `fb_distance_extra[index]` extra bits over `fb_distance_base[index]`. */
extern const uint16_t fb_distance_base[30];
extern const uint8_t fb_distance_extra[30];

/* The index in the length tables of a match of `length` (3…258). */
unsigned fb_length_index(unsigned length);

#endif

#ifndef FB_ALLOCATOR_H
#define FB_ALLOCATOR_H

/* Keeps freed blocks below `mmap_threshold` bytes in the heap for reuse, and gives heap memory back to the
 * kernel only when more than `trim_threshold` bytes are free at its top (glibc's mallopt M_MMAP_THRESHOLD and
 * M_TRIM_THRESHOLD). Returns 1 when both were set, 0 when refused or when the C library has no such setting. */
int fb_allocator_keep_freed_blocks(int mmap_threshold, int trim_threshold);

#endif

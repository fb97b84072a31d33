#ifndef FLIPBOOK_CLIBDEFLATE_SHIM_H
#define FLIPBOOK_CLIBDEFLATE_SHIM_H
#include <libdeflate.h>
#endif

/* The library's ecb_ct_declassify: nothing (see ct_declassify.h). Weak, and alone in its file,
 * so that the ctcheck program's definition replaces it and no caller inlines it away. */
#include "util/ct_declassify.h"

__attribute__((weak)) void ecb_ct_declassify(const void *p, size_t len) {
    (void)p;
    (void)len;
}

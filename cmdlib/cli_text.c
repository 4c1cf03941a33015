#include "cli_text.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* The length of the UTF-8 sequence at s[0..left) that prints as one character (2 to 4 bytes,
 * C1 controls excluded), or 0 when it is not one. */
static size_t utf8_printable(const uint8_t *s, size_t left) {
    size_t n = s[0] >= 0xc2 && s[0] <= 0xdf   ? 2
               : s[0] >= 0xe0 && s[0] <= 0xef ? 3
               : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4
                                              : 0;
    if (n == 0 || n > left) return 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80) return 0;
    /* overlong 3- and 4-byte forms, surrogates, code points above U+10FFFF, C1 controls */
    if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] >= 0xa0) ||
        (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] >= 0x90) ||
        (s[0] == 0xc2 && s[1] < 0xa0))
        return 0;
    return n;
}

const char *cli_textn(const char *s, size_t len) {
    static char bufs[8][CLI_TEXT_MAX + 1];
    static unsigned next;
    char *out = bufs[next++ % 8];
    const uint8_t *p = (const uint8_t *)s;
    size_t o = 0;
    if (s == NULL) return "(null)";
    for (size_t i = 0; i < len;) {
        char piece[8];
        size_t n = 1, k = utf8_printable(p + i, len - i);
        if (k > 0) {
            memcpy(piece, p + i, k);
            n = k;
        } else if (p[i] == '\\') {
            memcpy(piece, "\\\\", 2);
            n = 2;
        } else if (p[i] < 0x20 || p[i] >= 0x7f) {
            snprintf(piece, sizeof piece, "\\x%02x", p[i]);
            n = 4;
        } else {
            piece[0] = (char)p[i];
        }
        if (o + n > CLI_TEXT_MAX - 3) {
            memcpy(out + o, "...", 3);
            o += 3;
            break;
        }
        memcpy(out + o, piece, n);
        o += n;
        i += k > 0 ? k : 1;
    }
    out[o] = '\0';
    return out;
}

const char *cli_text(const char *s) {
    return s == NULL ? "(null)" : cli_textn(s, strlen(s));
}

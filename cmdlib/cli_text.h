/* Text from files and file names, made safe to print: every byte that could move a terminal's
 * cursor, end a line or start an escape sequence is written as \xHH (ESC, newline, every other
 * control character, DEL, the C1 controls U+0080..U+009F and bytes that are not UTF-8), and a
 * backslash as \\, so a name or a string read from a file can neither forge a line nor a table
 * row. Printable ASCII and well-formed UTF-8 are kept. */
#ifndef ECBATCH_CMDLIB_CLI_TEXT_H
#define ECBATCH_CMDLIB_CLI_TEXT_H

#include <stddef.h>

/* The longest text cli_text returns whole; longer text is cut, ending in "...". */
#define CLI_TEXT_MAX 1024

/* s escaped as above (NULL: "(null)"), in one of 8 static buffers used in turn, so up to 8
 * results may appear in one printf. The command prints from one thread only. */
const char *cli_text(const char *s);

/* The same for len bytes of s (which may hold NUL bytes, written as \x00). */
const char *cli_textn(const char *s, size_t len);

#endif

#include "json_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_text.h"
#include "jsonutil.h"

/* JSON text holds no NUL byte (a string's NUL is written \u0000): a file that does is not
 * read on (/dev/zero stops at its first page), and the parser names the byte. */
static size_t json_length(const uint8_t *b, size_t n, const void *ctx) {
    (void)ctx;
    return memchr(b, 0, n) != NULL ? CLI_LENGTH_BAD : JSON_FILE_MAX;
}

const struct cli_limit json_file_limit = {"a JSON document", JSON_FILE_MAX, json_length, NULL};

json_t *json_read_file(const char *who, const char *path) {
    size_t len;
    char *text = (char *)cli_read_file(who, path, &json_file_limit, &len);
    if (text == NULL) return NULL;
    json_error_t err;
    json_t *root = json_loadb_exact(text, len, &err);
    free(text);
    char why[300];
    if (root == NULL)
        fprintf(stderr, "%s: %s: not JSON: %s\n", who,
                path == NULL || cli_is_stdout(path) ? "standard input" : cli_text(path),
                json_error_describe(&err, why, sizeof why));
    return root;
}

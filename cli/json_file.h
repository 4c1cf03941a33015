/* The JSON documents the command reads (bpp proof files, vector files), read through the
 * command's one bounded reader (cli_file.h) and parsed by json_loadb_exact (jsonutil.h). */
#ifndef ECBATCH_CLI_JSON_FILE_H
#define ECBATCH_CLI_JSON_FILE_H

#include <jansson.h>

#include "cli_file.h"

/* The largest JSON document: 2^26 bytes (64 MiB; the shared vector files are at most a few
 * MiB, and a proof is a few KiB of hex). */
#define JSON_FILE_MAX ((size_t)1 << 26)

extern const struct cli_limit json_file_limit;

/* The JSON document at path (NULL or "-": standard input), or NULL after printing "who: path:
 * reason" (too large, unreadable, or "not JSON: ... (line N)"). */
json_t *json_read_file(const char *who, const char *path);

#endif

/* The subcommands of the ecbatch command. Each returns the process exit code. */
#ifndef ECBATCH_CLI_COMMANDS_H
#define ECBATCH_CLI_COMMANDS_H

int cmd_vectors(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_demo(int argc, char **argv);
int cmd_bte(int argc, char **argv);
int cmd_tune(int argc, char **argv);
int cmd_bpp(int argc, char **argv);
int cmd_bls(int argc, char **argv);
int cmd_bls_threshold(int argc, char **argv);
int cmd_kzg(int argc, char **argv);

#endif

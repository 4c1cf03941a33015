/* CPU features that select faster kernels at run time (variable-time code paths only use
 * them for speed; every path gives the same results). */
#ifndef ECBATCH_UTIL_CPU_H
#define ECBATCH_UTIL_CPU_H

/* 1 when the CPU executes MULX (BMI2) and ADCX/ADOX (ADX), else 0 (always 0 off x86-64). */
int ecb_cpu_has_mulx_adx(void);

#endif

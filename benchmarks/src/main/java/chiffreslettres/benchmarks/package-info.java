/** JMH benchmarks of the library; see {@code benchmarks/README.md} for the figures. */
package chiffreslettres.benchmarks;

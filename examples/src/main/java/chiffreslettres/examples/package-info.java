/** Small runnable programs showing the main uses of the library; each is run by a test. */
package chiffreslettres.examples;

/**
 * The front doors of chiffres-lettres: {@link chiffreslettres.Chiffres} for the numbers round and
 * {@link chiffreslettres.Lettres} for the letters round. The models and strategies behind them live in
 * one package per game.
 */
package chiffreslettres;

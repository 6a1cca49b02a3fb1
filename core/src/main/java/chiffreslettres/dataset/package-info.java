/**
 * Datasets of numbers puzzles for training and evaluating solvers and reasoning models: {@link
 * chiffreslettres.dataset.Dataset} draws puzzles by a {@link chiffreslettres.dataset.DatasetSpec}, each a
 * {@link chiffreslettres.dataset.Puzzle} with its proven best answer (and, asked for, the number of
 * distinct solutions and a difficulty); {@link chiffreslettres.dataset.AnswerCheck} judges a model's
 * answer and says why it is rejected.
 */
package chiffreslettres.dataset;

package chiffreslettres.chiffres;

/** Why a search ended. Only {@link #COMPLETED} proves the answer optimal. */
public enum Termination {
    /** The strategy explored all it had to: the answer is proven best. */
    COMPLETED,
    /** The time budget ran out first. */
    TIME_BUDGET_EXHAUSTED,
    /** The node budget ran out first. */
    NODE_BUDGET_EXHAUSTED,
    /** The searching thread was interrupted; its interrupt flag is left set. */
    INTERRUPTED
}

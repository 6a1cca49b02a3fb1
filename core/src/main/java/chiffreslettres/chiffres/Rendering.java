package chiffreslettres.chiffres;

/** Infix rendering of expressions, shared by {@link Expression#toInfix()} and {@link Expression#toAscii()}. */
final class Rendering {

    private Rendering() {
    }

    static String infix(Expression e, boolean ascii) {
        StringBuilder out = new StringBuilder();
        append(e, ascii, out);
        return out.toString();
    }

    private static void append(Expression e, boolean ascii, StringBuilder out) {
        if (!(e instanceof Operation op)) {
            out.append(e.value());
            return;
        }
        Operator operator = op.operator();
        appendOperand(op.left(), needsParentheses(op.left(), operator, false), ascii, out);
        if (ascii) {
            out.append(operator.ascii());
        } else {
            out.append(' ').append(operator.symbol()).append(' ');
        }
        appendOperand(op.right(), needsParentheses(op.right(), operator, true), ascii, out);
    }

    private static void appendOperand(Expression e, boolean parenthesize, boolean ascii, StringBuilder out) {
        if (parenthesize) {
            out.append('(');
            append(e, ascii, out);
            out.append(')');
        } else {
            append(e, ascii, out);
        }
    }

    /**
     * Parentheses are needed when the child binds less tightly than its parent, or, on the right, as
     * tightly: reading left to right would otherwise group the operations differently.
     */
    private static boolean needsParentheses(Expression child, Operator parent, boolean rightOperand) {
        if (!(child instanceof Operation op)) {
            return false;
        }
        int childPrecedence = op.operator().precedence();
        return childPrecedence < parent.precedence() || (rightOperand && childPrecedence == parent.precedence());
    }
}

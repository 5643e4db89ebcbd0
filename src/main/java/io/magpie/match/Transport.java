package io.magpie.match;

import java.util.Locale;

/** How the runner talks to an engine. */
public enum Transport {
    NBOARD,
    GTP,
    /** Magpie's own engine in this JVM, no process and no protocol. */
    INTERNAL;

    static Transport parse(String text) {
        switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "nboard": return NBOARD;
            case "gtp": return GTP;
            case "internal": return INTERNAL;
            default: throw new IllegalArgumentException("unknown proto \"" + text + "\" (nboard, gtp, internal)");
        }
    }

    String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}

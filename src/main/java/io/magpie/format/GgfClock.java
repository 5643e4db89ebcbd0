package io.magpie.format;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * A GGF clock, {@code TI}/{@code TB}/{@code TW}: {@code main[/increment[/grace]]}, each a time
 * {@code [[[d.]h:]m:]s} (seconds may have decimals; an empty part is 0). GGS gives 120 s of grace
 * after the first time-out when the grace part is missing. Example: {@code 05:00//02:00} is five
 * minutes, no increment, two minutes of grace.
 *
 * @param mainSeconds the time for the whole game
 * @param incrementSeconds added after each move
 * @param graceSeconds the extra time after the main time runs out
 */
public record GgfClock(double mainSeconds, double incrementSeconds, double graceSeconds) {
    /** Grace time when a clock does not give one (GGS and NBoard's default). */
    public static final double DEFAULT_GRACE_SECONDS = 120;

    /**
     * Parses a clock value.
     *
     * @throws FormatException naming the part that is not a time
     */
    public static GgfClock parse(String text) {
        String[] parts = text.split("/", -1);
        if (parts.length > 3) {
            throw new FormatException("clock \"" + text + "\": more than three parts (main/increment/grace)");
        }
        double main = parseTime(text, parts[0]);
        double increment = parts.length > 1 ? parseTime(text, parts[1]) : 0;
        double grace = parts.length > 2 ? parseTime(text, parts[2]) : DEFAULT_GRACE_SECONDS;
        return new GgfClock(main, increment, grace);
    }

    /** Seconds in {@code [[[d.]h:]m:]s}; empty is 0. */
    static double parseTime(String clock, String time) {
        String t = time.strip();
        if (t.isEmpty()) {
            return 0;
        }
        String[] fields = t.split(":", -1);
        if (fields.length > 3) {
            throw new FormatException("clock \"" + clock + "\": \"" + time + "\" is not [[[d.]h:]m:]s");
        }
        try {
            int n = fields.length;
            double seconds = decimal(fields[n - 1]);
            long minutes = n >= 2 ? wholeNumber(fields[n - 2]) : 0;
            long hours = 0;
            long days = 0;
            if (n == 3) {
                String h = fields[0];
                int dot = h.indexOf('.');
                if (dot >= 0) {
                    days = wholeNumber(h.substring(0, dot));
                    h = h.substring(dot + 1);
                }
                hours = wholeNumber(h);
            }
            return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
        } catch (NumberFormatException e) {
            throw new FormatException("clock \"" + clock + "\": \"" + time + "\" is not [[[d.]h:]m:]s");
        }
    }

    private static long wholeNumber(String f) {
        if (f.isEmpty()) {
            return 0;
        }
        if (!f.matches("[0-9]{1,9}")) {
            throw new NumberFormatException(f);
        }
        return Long.parseLong(f);
    }

    private static double decimal(String f) {
        if (f.isEmpty()) {
            return 0;
        }
        if (!f.matches("[0-9]*(\\.[0-9]*)?")) {
            throw new NumberFormatException(f);
        }
        return Double.parseDouble(f);
    }

    /** The GGF form, {@code main/increment/grace} with {@code mm:ss} times, e.g. {@code 05:00//02:00}. */
    @Override
    public String toString() {
        return formatTime(mainSeconds) + "/" + (incrementSeconds == 0 ? "" : formatTime(incrementSeconds))
                + "/" + formatTime(graceSeconds);
    }

    /** {@code mm:ss}, or {@code h:mm:ss} from an hour, with decimals only when there are some. */
    static String formatTime(double seconds) {
        long whole = (long) Math.floor(seconds);
        BigDecimal fraction = BigDecimal.valueOf(seconds).subtract(BigDecimal.valueOf(whole)).stripTrailingZeros();
        String decimals = fraction.signum() == 0 ? "" : fraction.toPlainString().substring(1);
        long h = whole / 3600;
        long m = whole / 60 % 60;
        long s = whole % 60;
        return h > 0
                ? String.format(Locale.ROOT, "%d:%02d:%02d%s", h, m, s, decimals)
                : String.format(Locale.ROOT, "%02d:%02d%s", m, s, decimals);
    }
}

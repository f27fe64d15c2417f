package groovymcp.engine.compile;

/** One buffer of a request: its URI and full text as sent (lone CR allowed). */
public record SourceBuffer(String uri, String text) {}

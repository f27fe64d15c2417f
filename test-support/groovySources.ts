// Groovy sources of a chosen length for size tests and benches: real code the compiler accepts,
// at two densities. Typical is a class as people write it (a doc comment, fields, short methods,
// blank lines: about 3.6 coloured tokens a line); dense is expression-heavy lines (about 24 a
// line), the kind that made a 450-line file "result too large" as token objects.

/** One class of typical density, renamed by `i` so that repeated copies compile together. */
function typicalClass(i: number): string {
  return `/**
 * Orders of region ${i}: totals, filters and a report line.
 */
@groovy.transform.CompileStatic
class Orders${i} {
    static final BigDecimal TAX_${i} = 0.2G
    private final List<Map<String, Object>> rows = []

    Orders${i} add(String customer, int qty, BigDecimal price) {
        rows << [customer: customer, qty: qty, price: price]
        this
    }

    // Only the rows with something in them.
    List<Map<String, Object>> active() {
        rows.findAll { Map<String, Object> row -> (row.qty as int) > 0 }
    }

    BigDecimal total() {
        BigDecimal sum = 0
        for (Map<String, Object> row : active()) {
            sum += (row.qty as int) * (row.price as BigDecimal)
        }
        sum * (1 + TAX_${i})
    }

    String report() {
        "region ${i}: \${active().size()} orders, total \${total()}"
    }
}

`;
}

const DENSE_HEADER = 'def f(Object... xs) { xs }\ndef g(a, b) { a }\ndef x = 1, y = 2, b = 3, c = 4, h = 5\n';

function denseLine(i: number): string {
  return `assert f(${i}, x + 1, y * 2) != [a: ${i} + b * c, e: g(h, ${i} % 7) ?: 0]\n`;
}

/** Whole units while they fit, then comment lines up to exactly `lines` lines, so it always compiles. */
function repeatToLines(lines: number, head: string, unit: (i: number) => string): string {
  const out = head.split('\n').slice(0, -1);
  for (let i = 0; ; i++) {
    const next = unit(i).split('\n').slice(0, -1);
    if (out.length + next.length > lines) break;
    out.push(...next);
  }
  while (out.length < lines) out.push(`// padding ${out.length}`);
  return `${out.join('\n')}\n`;
}

/** `lines` lines of classes as people write them. */
export const typicalGroovyFile = (lines: number): string => repeatToLines(lines, '', typicalClass);

/** `lines` lines of expression-heavy script. */
export const denseGroovyFile = (lines: number): string => repeatToLines(lines, DENSE_HEADER, denseLine);

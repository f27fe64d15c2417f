// What the engine benches compile: a 30-line file touching classes, closures and type checking,
// and a generated file of about 780 classes in 512 Ki characters (docs/groovy-compiler-notes.md §7).

export const THIRTY_LINES = `package bench

import groovy.transform.CompileStatic

interface Shape { double area() }

@CompileStatic
class Circle implements Shape {
  final double r
  Circle(double r) { this.r = r }
  double area() { Math.PI * r * r }
}

class Square implements Shape {
  double side
  double area() { side * side }
  String toString() { "Square($side)" }
}

def shapes = [new Circle(1.5), new Square(side: 2)]
def total = shapes.sum { it.area() }
def names = shapes.collect { it.class.simpleName }.join(', ')
println "total $total of $names"

def fib(int n) { n < 2 ? n : fib(n - 1) + fib(n - 2) }
assert fib(10) == 55
def words = 'the quick brown fox'.split(' ').groupBy { it.size() }
println words
`;

/** About 780 classes in 512 Ki characters, like the notes' generated file (docs/groovy-compiler-notes.md §7). */
export function largeSource(chars: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; ; i++) {
    const cls = [
      `class C${i} {`,
      `  int count${i} = ${i}`,
      `  String name${i} = "n${i}"`,
      '  List<Integer> items = [1, 2, 3]',
      '  String describe(String prefix) {',
      `    def parts = items.collect { it * count${i} }`,
      `    return prefix + name${i} + parts.join(',')`,
      '  }',
      '  int total() {',
      '    int sum = 0',
      '    for (int k = 0; k < items.size(); k++) { sum += items[k] }',
      `    sum + count${i}`,
      '  }',
      `  boolean matches(String s) { s?.startsWith(name${i}) ?: false }`,
      `  Map<String, Object> toMap() { [name: name${i}, count: count${i}, items: items] }`,
      `  static C${i} make() { new C${i}() }`,
      '}',
      '',
    ].join('\n');
    if (size + cls.length > chars) break;
    parts.push(cls);
    size += cls.length;
  }
  return parts.join('').padEnd(chars, '\n');
}

export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

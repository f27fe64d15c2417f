// The first minute (docs/playground.md, "First minute"): a small project already in the
// editor, so that every tool has something to show before the person types a thing — a script, an
// interface with two implementations, and a class with an unused import and a deliberate error.

export interface SampleBuffer {
  readonly uri: string;
  readonly text: string;
}

export const SAMPLE_PROJECT: readonly SampleBuffer[] = [
  {
    uri: 'groovy-buffer:script.groovy',
    text: `// A script that uses the shapes of Shapes.groovy. The playground compiles it; it never runs it.
def shapes = [new Circle(radius: 1.5), new Square(side: 2)]

shapes.each { Shape shape ->
    println "\${shape.name()} has an area of \${shape.area()}"
}

def total = shapes.sum { it.area() }
println "total: $total"
`,
  },
  {
    uri: 'groovy-buffer:Shapes.groovy',
    text: `interface Shape {
    double area()
    String name()
}

class Circle implements Shape {
    double radius

    double area() { Math.PI * radius * radius }

    String name() { 'circle' }
}

class Square implements Shape {
    double side

    double area() { side * side }

    String name() { 'square' }
}
`,
  },
  {
    uri: 'groovy-buffer:Report.groovy',
    text: `import groovy.transform.CompileStatic
import java.time.LocalDate
import java.util.concurrent.ConcurrentHashMap

@CompileStatic
class Report {
    List<Shape> shapes = []

    String render() {
        String header = "Report of \${LocalDate.now()}"
        int count = 'three'
        header + '\\n' + shapes.collect { Shape s -> s.name() }.join(', ') + " ($count)"
    }
}
`,
  },
];

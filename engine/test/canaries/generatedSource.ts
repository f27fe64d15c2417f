// Groovy source for the generated canaries (generatedCorpus.ts): an annotation put where its
// @Target allows, with one member holding the payload and every other member without a default
// given a plain value of its type, so the compile reaches the transforms that read the member.
import type { AnnotationMember, AnnotationType } from './inventory';

/** Groovy statements that, if run, write the marker and throw a recognizable error. */
export function groovyRan(marker: string, name: string): string {
  return `new File(${JSON.stringify(marker)}).text = 'ran'; throw new Error('canary ran: ${name}')`;
}

/** A closure whose body is `groovyRan`. */
export function groovyRanClosure(marker: string, name: string): string {
  return `{ -> ${groovyRan(marker, name)} }`;
}

/** The JVM descriptor `Lfoo/Bar$Baz;` as Groovy source names it: `foo.Bar.Baz`. */
function sourceName(descriptor: string): string {
  return descriptor.slice(1, -1).replace(/[/$]/g, '.');
}

/** A value of the member's type that any transform accepts as written (no code). */
function plainValue(member: AnnotationMember): string | undefined {
  if (member.type.startsWith('[')) return '[]';
  switch (member.type) {
    case 'Ljava/lang/String;':
      return "'x'";
    case 'Ljava/lang/Class;':
      return 'Object';
    case 'Z':
      return 'false';
    case 'C':
      return "'c'";
    case 'I':
    case 'J':
    case 'S':
    case 'B':
    case 'D':
    case 'F':
      return '0';
  }
  const first = member.enumConstants[0];
  return first ? `${sourceName(member.type)}.${first}` : undefined;
}

/** `@Annotation(member = value, required = plain…)`; undefined when a required member has no plain value. */
export function annotationUse(annotation: AnnotationType, member: string, value: string): string | undefined {
  const args = [`${member} = ${value}`];
  for (const m of annotation.members) {
    if (m.name === member || m.hasDefault) continue;
    const plain = plainValue(m);
    if (plain === undefined) return undefined;
    args.push(`${m.name} = ${plain}`);
  }
  return `@${annotation.sourceName}(${args.join(', ')})`;
}

// ANNOTATION_TYPE first: an annotation that may mark annotations (an @AnnotationCollector alias, a
// transform's marker) acts when the annotation it marks is used, which that placement does.
const PLACEMENT_ORDER = [
  'ANNOTATION_TYPE',
  'TYPE',
  'METHOD',
  'FIELD',
  'PARAMETER',
  'CONSTRUCTOR',
  'LOCAL_VARIABLE',
];

/**
 * A small program using `use` (an annotation) where the annotation's @Target allows it first, in
 * PLACEMENT_ORDER; the class names carry `tag` so no two canaries' classes meet in a related compile.
 */
export function placed(annotation: AnnotationType, use: string, tag: string): string {
  const allowed = annotation.targets.length === 0 ? ['TYPE'] : annotation.targets;
  const target = PLACEMENT_ORDER.find((t) => allowed.includes(t)) ?? 'TYPE';
  const c = `C${tag}`;
  switch (target) {
    case 'TYPE':
      return `${use}\nclass ${c} { def go(Closure c) { c() } }\n`;
    case 'METHOD':
      return `class ${c} {\n  ${use}\n  def go() { 1 }\n}\n`;
    case 'FIELD':
      return `class ${c} {\n  ${use}\n  String f\n}\n`;
    case 'PARAMETER':
      return `class ${c} {\n  static def go(${use} Closure c) { 1 }\n  static def use() { go { it } }\n}\n`;
    case 'CONSTRUCTOR':
      return `class ${c} {\n  ${use}\n  ${c}() {}\n}\n`;
    case 'LOCAL_VARIABLE':
      return `class ${c} {\n  def go() {\n    ${use}\n    def v = 1\n  }\n}\n`;
    default:
      return `${use}\n@interface A${tag} {}\n@A${tag} class ${c} {}\n`;
  }
}

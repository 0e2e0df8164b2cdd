/**
 * Validates an XML УПД against the tax service's schema with libxml2 (compiled to WebAssembly, so tests need no system
 * package). Node only: tests import it by path; it is not part of the package's index.
 */
import { readFileSync } from 'node:fs';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';

const SCHEMA = new URL('./fns/ON_NSCHFDOPPR_1_997_01_05_03_05.xsd', import.meta.url);

let validator: XsdValidator | null = null;

function schemaValidator(): XsdValidator {
  if (validator === null) {
    const schema = XmlDocument.fromBuffer(readFileSync(SCHEMA));
    validator = XsdValidator.fromDoc(schema);
    schema.dispose();
  }
  return validator;
}

/** The schema's complaints about the file, one a line; none for a valid file. */
export async function updSchemaErrors(bytes: Uint8Array): Promise<string[]> {
  let document: XmlDocument;
  try {
    document = XmlDocument.fromBuffer(bytes);
  } catch (error) {
    return [`not well-formed XML: ${(error as Error).message}`];
  }
  try {
    schemaValidator().validate(document);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((d) => `line ${d.line}: ${d.message.trim()}`);
    throw error;
  } finally {
    document.dispose();
  }
}

/** The spec's loading text, announced politely. */
export function Loading({ text = 'Cargando...' }: { text?: string }) {
  return (
    <p role="status" className="py-10 text-center text-navy-200">
      {text}
    </p>
  );
}

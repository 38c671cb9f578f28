/** A field's validation message, tied to the field by id (aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive" data-testid={id}>
      {message}
    </p>
  );
}

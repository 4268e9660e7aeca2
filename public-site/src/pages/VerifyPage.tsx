export function VerifyPage() {
  return (
    <main className="mx-auto max-w-5xl flex-1 px-4 pt-28 pb-16">
      <h1 className="text-3xl font-bold text-brand-900">Verify</h1>
    </main>
  );
}

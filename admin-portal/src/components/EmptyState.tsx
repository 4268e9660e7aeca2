export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="px-4 py-12 text-center">
      <p className="text-lg font-semibold text-gray-900">{title}</p>
      <p className="mt-1 text-sm text-gray-600">{text}</p>
    </div>
  );
}

const radius = 52;
const circumference = 2 * Math.PI * radius;

/** A ring filled to the percent of registrations whose payment is verified. */
export function PaymentRing({ percent }: { percent: number }) {
  return (
    <svg viewBox="0 0 120 120" className="h-36 w-36" role="img" aria-label={`${percent}% verified`}>
      <circle cx="60" cy="60" r={radius} fill="none" stroke="#e5e7eb" strokeWidth="12" />
      <circle
        cx="60"
        cy="60"
        r={radius}
        fill="none"
        stroke="#15803d"
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - percent / 100)}
        transform="rotate(-90 60 60)"
      />
      <text x="60" y="58" textAnchor="middle" className="fill-gray-900 text-2xl font-bold">
        {percent}%
      </text>
      <text x="60" y="76" textAnchor="middle" className="fill-gray-600 text-[10px]">
        verified
      </text>
    </svg>
  );
}

import './upload-progress.css';

interface UploadProgressProps {
  /** 0–100, from progressPercent. */
  percent: number;
  /** What is uploading ("Subiendo fotos"): the visible line and the bar's name. */
  label: string;
  /** The percentage as text ("40 %"). */
  valueText: string;
  testId: string;
  className?: string;
}

/** An upload's progress bar, as /add-business and Crear show it while files are sent. */
export function UploadProgress({ percent, label, valueText, testId, className }: UploadProgressProps) {
  return (
    <div className={className ? `mf-upload-progress ${className}` : 'mf-upload-progress'}>
      <span className="mf-hint" aria-hidden="true">
        {label} · {valueText}
      </span>
      <span
        className="mf-upload-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        data-testid={testId}
      >
        <span className="mf-upload-progress__bar" style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
}

import styles from './kit.module.css'

/** A spinner with a screen-reader label (get-starknet shows "Loading..." the same way). */
export const Spinner = ({ label = 'Loading...' }: { label?: string }) => (
  <span role="status" className={styles.spinner}>
    <span className="visually-hidden">{label}</span>
  </span>
)

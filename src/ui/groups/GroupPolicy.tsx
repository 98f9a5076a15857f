import { JOIN_POLICIES } from '../../machines/groups/groups.machine'
import styles from '../contacts/People.module.css'
import { Alert, Button, Field } from '../kit'
import { type GroupPartProps, POLICY_COPY } from './group-view'

/** The creator's join policy setting (docs/protocol.md §4.4 "Groups"). */
export const GroupPolicy = ({ state, send }: GroupPartProps) => {
  const { policyDraft, policyError, policyNotice } = state.context
  return (
    <section className={styles.card} aria-labelledby="group-policy-title">
      <h2 id="group-policy-title">Join policy</h2>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'group.savePolicy' })
        }}
      >
        <fieldset className={styles.form}>
          <legend>Who may join</legend>
          {JOIN_POLICIES.map((policy) => (
            <label key={policy} className={styles.radio}>
              <input
                type="radio"
                name="join-policy"
                value={policy}
                checked={policyDraft.policy === policy}
                onChange={() => send({ type: 'group.policyDraft', draft: { policy } })}
              />
              {POLICY_COPY[policy]?.label}
            </label>
          ))}
        </fieldset>
        {policyDraft.policy === 'nft_validation' ? (
          <>
            <Field
              label="NFT contract"
              value={policyDraft.contract}
              onChange={(e) => send({ type: 'group.policyDraft', draft: { contract: e.target.value } })}
            />
            <fieldset className={styles.form}>
              <legend>Chain</legend>
              {(['evm', 'starknet'] as const).map((chain) => (
                <label key={chain} className={styles.radio}>
                  <input
                    type="radio"
                    name="nft-chain"
                    value={chain}
                    checked={policyDraft.chain === chain}
                    onChange={() => send({ type: 'group.policyDraft', draft: { chain } })}
                  />
                  {chain === 'evm' ? 'Ethereum (EVM)' : 'Starknet'}
                </label>
              ))}
            </fieldset>
          </>
        ) : null}
        {policyError ? <Alert tone="error">{policyError.message}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={state.hasTag('policySaving')}>
            Save join policy
          </Button>
        </div>
        {policyNotice ? <p role="status">{policyNotice}</p> : null}
      </form>
    </section>
  )
}
